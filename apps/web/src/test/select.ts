/** Mantine's Select in jsdom: open its list, and pick an option of it. */
import { fireEvent, waitFor, within } from '@testing-library/react';

/** Opens a Select and returns its list (every Select keeps its own list in the page). */
export async function openList(combobox: HTMLElement) {
  fireEvent.click(combobox);
  const id = await waitFor(() => {
    const controls = combobox.getAttribute('aria-controls');
    if (!controls) throw new Error('The list is not open');
    return controls;
  });
  return within(document.getElementById(id) as HTMLElement);
}

export async function chooseOption(combobox: HTMLElement, name: string) {
  const list = await openList(combobox);
  fireEvent.click(list.getByRole('option', { name, hidden: true }));
}
