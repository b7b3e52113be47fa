/**
 * The contact picker: the server's matches of what is typed, a chosen contact read by id, who is
 * offered to add one, and a form sent while the new contact saves (use-held-submit.ts).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { contact, uuid } from '../../test/directory-fixtures';
import { errorBody, type FakeResponse } from '../../test/fake-api';
import { ContactPicker } from './contact-picker';
import {
  mayAddContacts,
  OLD,
  picked,
  pickerSession,
  renderPicker,
  renderWithProviders,
  typeName,
  WARUNG,
} from './contact-picker-test-kit';

const api = pickerSession();

test('asks the server for matches of what is typed, after a pause, and picks one', async () => {
  renderPicker();
  const input = screen.getByLabelText('Contact', { selector: 'input' });
  // Mantine reads a change to an unfocused input as autofill, not typing.
  input.focus();
  fireEvent.click(input);
  // The first 20 (empty search) come before anything is typed.
  await waitFor(() => expect(api().calls('GET /v1/contacts/search/')).toHaveLength(1));
  fireEvent.change(input, { target: { value: 'sari' } });
  await waitFor(() =>
    expect(
      api()
        .calls('GET /v1/contacts/search/')
        .map((r) => new URL(r.url).search),
    ).toContain('?q=sari'),
  );
  // Typing letter by letter is not a request per letter: only the pause counts.
  expect(api().calls('GET /v1/contacts/search/')).toHaveLength(2);
  fireEvent.click(await screen.findByText('Warung Sari · CV Sari Jaya'));
  expect(picked.id).toBe(WARUNG.id);
});

test('shows a chosen contact that is not among the matches by reading it by id', async () => {
  renderPicker(OLD.id);
  await waitFor(() =>
    expect(
      (screen.getByLabelText('Contact', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('Pak Harto'),
  );
  expect(api().calls(`GET /v1/contacts/${OLD.id}/`)).toHaveLength(1);
});

test('no offer to create for a user who may not, for a filter, or for a name already there', async () => {
  renderPicker(null, ['customer', 'supplier']);
  await typeName('Pak Budi');
  expect(screen.queryByTestId('contact-create-option')).toBeNull();
  cleanup();

  mayAddContacts();
  renderPicker(null);
  await typeName('Pak Budi');
  expect(screen.queryByTestId('contact-create-option')).toBeNull();
  cleanup();

  renderPicker(null, ['customer']);
  await typeName('warung sari');
  expect(await screen.findByText('Warung Sari · CV Sari Jaya')).toBeTruthy();
  expect(screen.queryByTestId('contact-create-option')).toBeNull();
  expect(api().calls('POST /v1/contacts/')).toHaveLength(0);
});

/** A form around the picker that records the contact each submission carried. */
function renderInForm(sent: (string | null)[]) {
  function FormHarness() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push(value);
        }}
      >
        <ContactPicker
          label="Contact"
          value={value}
          onChange={setValue}
          createKinds={['customer']}
        />
        <button type="submit">Save</button>
      </form>
    );
  }
  renderWithProviders(<FormHarness />);
}

/** Creating a contact answers only when the test says so. */
function heldCreate(response: FakeResponse) {
  let answer: (() => void) | undefined;
  api().on(
    'POST /v1/contacts/',
    () =>
      new Promise<FakeResponse>((resolve) => {
        answer = () => resolve(response);
      }),
  );
  return async () => {
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
  };
}

/** Types a new name, asks to add it and saves the sheet (Enter in its number field). */
async function chooseToCreate(name: string) {
  mayAddContacts();
  await typeName(name);
  fireEvent.click(await screen.findByText(`Add new customer “${name}”`));
  const sheet = await screen.findByRole('dialog', { name: 'New customer' });
  fireEvent.submit(within(sheet).getByLabelText(/^WhatsApp number/));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

test('a form sent while the new contact is still being saved waits for it, then goes once with it', async () => {
  const BUDI = contact({ id: uuid(4), name: 'Pak Budi', kind: 'customer' });
  const answer = heldCreate({ status: 201, body: { success: true, data: BUDI } });
  const sent: (string | null)[] = [];
  renderInForm(sent);
  await chooseToCreate('Pak Budi');

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([]);
  await answer();
  await waitFor(() => expect(sent).toEqual([BUDI.id]));
  expect(api().calls('POST /v1/contacts/')).toHaveLength(1);

  // Once the contact is there, the form is the form's own again.
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toEqual([BUDI.id, BUDI.id]);
});

test('a held form is dropped when the new contact is refused, and the picker says why', async () => {
  const answer = heldCreate({
    status: 403,
    body: errorBody('FORBIDDEN', 'Forbidden'),
  });
  const sent: (string | null)[] = [];
  renderInForm(sent);
  await chooseToCreate('Pak Budi');

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await answer();
  expect(await screen.findByText(/“Pak Budi” was not saved/)).toBeTruthy();
  expect(sent).toEqual([]);
});
