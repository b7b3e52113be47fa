/**
 * The sheet a picker opens for a new customer or supplier: the name typed and the WhatsApp
 * number, checked as the API checks it, from the phone's contacts where the browser can; Escape
 * inside another dialog closes the sheet alone.
 */
import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { contact, uuid } from '../../test/directory-fixtures';
import {
  Harness,
  mayAddContacts,
  picked,
  pickerSession,
  renderPicker,
  renderWithProviders,
  typeName,
} from './contact-picker-test-kit';

const api = pickerSession();

/** What the Contact Picker API answers with, where the browser has one (Chrome on Android). */
function stubDeviceContacts(answer: () => Promise<unknown>) {
  const select = vi.fn(answer);
  vi.stubGlobal('ContactsManager', function ContactsManager() {});
  Object.defineProperty(navigator, 'contacts', { configurable: true, value: { select } });
  return select;
}

test('a name nobody has opens a sheet for the name and WhatsApp number, saved once and chosen', async () => {
  mayAddContacts();
  const BUDI = contact({ id: uuid(4), name: 'Pak Budi', kind: 'supplier' });
  api().on('POST /v1/contacts/', { status: 201, body: { success: true, data: BUDI } });
  renderPicker(null, ['supplier', 'customer']);
  const input = await typeName('Pak Budi');

  const offers = await screen.findAllByTestId('contact-create-option');
  expect(offers.map((offer) => offer.textContent)).toEqual([
    'Add new supplier “Pak Budi”',
    'Add new customer “Pak Budi”',
  ]);
  fireEvent.click(screen.getByText('Add new supplier “Pak Budi”'));

  const sheet = await screen.findByRole('dialog', { name: 'New supplier' });
  const name = within(sheet).getByLabelText(/^Name/) as HTMLInputElement;
  expect(name.value).toBe('Pak Budi');
  // This browser has no Contact Picker: nothing offers it.
  expect(within(sheet).queryByRole('button', { name: 'Pick from phone contacts' })).toBeNull();
  fireEvent.change(within(sheet).getByLabelText(/^WhatsApp number/), {
    target: { value: '0812-3456-7890' },
  });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save supplier' }));

  await waitFor(() => expect(picked.id).toBe(BUDI.id));
  await waitFor(() => expect(input.value).toBe('Pak Budi'));
  const posts = api().calls('POST /v1/contacts/');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toEqual({ kind: 'supplier', name: 'Pak Budi', phone: '0812-3456-7890' });
  expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the sheet checks the number as the API does, may go without one, and cancels', async () => {
  mayAddContacts();
  const BUDI = contact({ id: uuid(4), name: 'Pak Budi' });
  api().on('POST /v1/contacts/', { status: 201, body: { success: true, data: BUDI } });
  renderPicker(null, ['customer']);
  const input = await typeName('Pak Budi');
  fireEvent.click(await screen.findByText('Add new customer “Pak Budi”'));
  let sheet = await screen.findByRole('dialog', { name: 'New customer' });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api().calls('POST /v1/contacts/')).toHaveLength(0);
  // The picker is back with the name typed, and offers it again.
  expect(input.value).toBe('Pak Budi');
  fireEvent.click(input);
  fireEvent.click(await screen.findByText('Add new customer “Pak Budi”'));
  sheet = await screen.findByRole('dialog', { name: 'New customer' });
  const phone = within(sheet).getByLabelText(/^WhatsApp number/);
  fireEvent.change(phone, { target: { value: '12345' } });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save customer' }));
  expect(
    await within(sheet).findByText('Enter a valid phone number, e.g. 0812-3456-7890.'),
  ).toBeTruthy();
  expect(api().calls('POST /v1/contacts/')).toHaveLength(0);
  fireEvent.change(phone, { target: { value: '' } });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save customer' }));
  await waitFor(() => expect(picked.id).toBe(BUDI.id));
  expect(api().calls('POST /v1/contacts/')[0]?.body).toEqual({
    kind: 'customer',
    name: 'Pak Budi',
  });
});

test("where the browser has the Contact Picker, the sheet takes the name and number from the phone's contacts", async () => {
  mayAddContacts();
  const select = stubDeviceContacts(async () => [
    { name: ['Budi Santoso'], tel: ['021 555 0101 ext', '+62 812-9999-0000'] },
  ]);
  const BUDI = contact({ id: uuid(4), name: 'Budi Santoso' });
  api().on('POST /v1/contacts/', { status: 201, body: { success: true, data: BUDI } });
  renderPicker(null, ['customer']);
  await typeName('Budi');
  fireEvent.click(await screen.findByText('Add new customer “Budi”'));
  const sheet = await screen.findByRole('dialog', { name: 'New customer' });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Pick from phone contacts' }));
  expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
  // The first number that is a phone number; the name as the phone has it.
  await waitFor(() =>
    expect((within(sheet).getByLabelText(/^WhatsApp number/) as HTMLInputElement).value).toBe(
      '+62 812-9999-0000',
    ),
  );
  expect((within(sheet).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Budi Santoso');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save customer' }));
  await waitFor(() => expect(picked.id).toBe(BUDI.id));
  expect(api().calls('POST /v1/contacts/')[0]?.body).toEqual({
    kind: 'customer',
    name: 'Budi Santoso',
    phone: '+62 812-9999-0000',
  });
});

test('a person who closes the phone’s contact list keeps what the sheet had', async () => {
  mayAddContacts();
  stubDeviceContacts(async () => []);
  renderPicker(null, ['customer']);
  await typeName('Budi');
  fireEvent.click(await screen.findByText('Add new customer “Budi”'));
  const sheet = await screen.findByRole('dialog', { name: 'New customer' });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Pick from phone contacts' }));
  await waitFor(() =>
    expect((within(sheet).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Budi'),
  );
  expect((within(sheet).getByLabelText(/^WhatsApp number/) as HTMLInputElement).value).toBe('');
});

test('inside a dialog (the quick kasbon), Escape closes the sheet and leaves the dialog open', async () => {
  mayAddContacts();
  const closed = vi.fn();
  renderWithProviders(
    <Modal opened onClose={closed} title="Quick kasbon">
      <Harness initial={null} createKinds={['customer']} />
    </Modal>,
  );
  // The dialog moves the focus in once it is shown; the typing comes after.
  const dialog = await screen.findByRole('dialog', { name: 'Quick kasbon' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await typeName('Pak Budi');
  fireEvent.click(await screen.findByText('Add new customer “Pak Budi”'));
  const sheet = await screen.findByRole('dialog', { name: 'New customer' });
  fireEvent.keyDown(within(sheet).getByLabelText(/^Name/), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New customer' })).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Quick kasbon' })).toBeTruthy();
  expect(closed).not.toHaveBeenCalled();
});
