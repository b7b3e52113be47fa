/** The sheet a contact picker opens for a new customer or supplier, filled in as a person does. */
import { fireEvent, screen, within } from '@testing-library/react';

/** Types `phone` (when given) into the sheet titled `title` and saves it with `save`. */
export async function saveNewContactSheet(title: string, save: string, phone?: string) {
  const sheet = await screen.findByRole('dialog', { name: title });
  if (phone) {
    fireEvent.change(within(sheet).getByLabelText(/^WhatsApp number/), {
      target: { value: phone },
    });
  }
  fireEvent.click(within(sheet).getByRole('button', { name: save }));
}
