/** Reading and filling the tools page in tests. */
import { fireEvent, screen } from '@testing-library/react';

/** The figure a results row shows, with its spaces made plain. */
export function figure(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return (header.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
