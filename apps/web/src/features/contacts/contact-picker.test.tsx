import { MantineProvider, Modal } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { loadNamespaces } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { contact, uuid } from '../../test/directory-fixtures';
import {
  createFakeApi,
  errorBody,
  type FakeApi,
  type FakeResponse,
  makeUser,
} from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { ContactPicker } from './contact-picker';

const RATNA = contact({ id: uuid(1), name: 'Bu Ratna', phone: '+6281234567890' });
const WARUNG = contact({ id: uuid(2), name: 'Warung Sari', company: 'CV Sari Jaya' });
const OLD = contact({ id: uuid(3), name: 'Pak Harto' });

let api: FakeApi;
let chosen: string | null = null;

type HarnessProps = { initial: string | null; createKinds?: ('customer' | 'supplier')[] };

function Harness({ initial, createKinds }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ContactPicker
      label="Contact"
      value={value}
      createKinds={createKinds}
      onChange={(id) => {
        chosen = id;
        setValue(id);
      }}
    />
  );
}

function renderPicker(initial: string | null = null, createKinds?: HarnessProps['createKinds']) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Harness initial={initial} createKinds={createKinds} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['contacts']);
});
beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
  chosen = null;
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  authStore.setSession('tok-1', makeUser({ permissions: ['contact.view'] }), false);
  api.on('GET /v1/contacts/search/', (request) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    const all = [RATNA, WARUNG];
    const found = all.filter((c) => `${c.name} ${c.company ?? ''}`.toLowerCase().includes(q));
    return { body: { success: true, data: found } };
  });
  api.on(`GET /v1/contacts/${OLD.id}/`, { body: { success: true, data: OLD } });
});

test('asks the server for matches of what is typed, after a pause, and picks one', async () => {
  renderPicker();
  const input = screen.getByLabelText('Contact', { selector: 'input' });
  // Mantine reads a change to an unfocused input as autofill, not typing.
  input.focus();
  fireEvent.click(input);
  // The first 20 (empty search) come before anything is typed.
  await waitFor(() => expect(api.calls('GET /v1/contacts/search/')).toHaveLength(1));
  fireEvent.change(input, { target: { value: 'sari' } });
  await waitFor(() =>
    expect(api.calls('GET /v1/contacts/search/').map((r) => new URL(r.url).search)).toContain(
      '?q=sari',
    ),
  );
  // Typing letter by letter is not a request per letter: only the pause counts.
  expect(api.calls('GET /v1/contacts/search/')).toHaveLength(2);
  fireEvent.click(await screen.findByText('Warung Sari · CV Sari Jaya'));
  expect(chosen).toBe(WARUNG.id);
});

test('shows a chosen contact that is not among the matches by reading it by id', async () => {
  renderPicker(OLD.id);
  await waitFor(() =>
    expect(
      (screen.getByLabelText('Contact', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('Pak Harto'),
  );
  expect(api.calls(`GET /v1/contacts/${OLD.id}/`)).toHaveLength(1);
});

/** Types into the picker as a person does: focused first (else Mantine reads it as autofill). */
async function typeName(text: string) {
  const input = screen.getByLabelText('Contact', { selector: 'input' }) as HTMLInputElement;
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() =>
    expect(api.calls('GET /v1/contacts/search/').map((r) => new URL(r.url).search)).toContain(
      `?q=${encodeURIComponent(text).replace(/%20/g, '+')}`,
    ),
  );
  return input;
}

/** What the Contact Picker API answers with, where the browser has one (Chrome on Android). */
function stubDeviceContacts(answer: () => Promise<unknown>) {
  const select = vi.fn(answer);
  vi.stubGlobal('ContactsManager', function ContactsManager() {});
  Object.defineProperty(navigator, 'contacts', { configurable: true, value: { select } });
  return select;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'contacts');
  vi.unstubAllGlobals();
});

test('a name nobody has opens a sheet for the name and WhatsApp number, saved once and chosen', async () => {
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
  const BUDI = contact({ id: uuid(4), name: 'Pak Budi', kind: 'supplier' });
  api.on('POST /v1/contacts/', { status: 201, body: { success: true, data: BUDI } });
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

  await waitFor(() => expect(chosen).toBe(BUDI.id));
  await waitFor(() => expect(input.value).toBe('Pak Budi'));
  const posts = api.calls('POST /v1/contacts/');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toEqual({ kind: 'supplier', name: 'Pak Budi', phone: '0812-3456-7890' });
  expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the sheet checks the number as the API does, may go without one, and cancels', async () => {
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
  const BUDI = contact({ id: uuid(4), name: 'Pak Budi' });
  api.on('POST /v1/contacts/', { status: 201, body: { success: true, data: BUDI } });
  renderPicker(null, ['customer']);
  const input = await typeName('Pak Budi');
  fireEvent.click(await screen.findByText('Add new customer “Pak Budi”'));
  let sheet = await screen.findByRole('dialog', { name: 'New customer' });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.calls('POST /v1/contacts/')).toHaveLength(0);
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
  expect(api.calls('POST /v1/contacts/')).toHaveLength(0);
  fireEvent.change(phone, { target: { value: '' } });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save customer' }));
  await waitFor(() => expect(chosen).toBe(BUDI.id));
  expect(api.calls('POST /v1/contacts/')[0]?.body).toEqual({ kind: 'customer', name: 'Pak Budi' });
});

test("where the browser has the Contact Picker, the sheet takes the name and number from the phone's contacts", async () => {
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
  const select = stubDeviceContacts(async () => [
    { name: ['Budi Santoso'], tel: ['021 555 0101 ext', '+62 812-9999-0000'] },
  ]);
  const BUDI = contact({ id: uuid(4), name: 'Budi Santoso' });
  api.on('POST /v1/contacts/', { status: 201, body: { success: true, data: BUDI } });
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
  await waitFor(() => expect(chosen).toBe(BUDI.id));
  expect(api.calls('POST /v1/contacts/')[0]?.body).toEqual({
    kind: 'customer',
    name: 'Budi Santoso',
    phone: '+62 812-9999-0000',
  });
});

test('a person who closes the phone’s contact list keeps what the sheet had', async () => {
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
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

test('no offer to create for a user who may not, for a filter, or for a name already there', async () => {
  renderPicker(null, ['customer', 'supplier']);
  await typeName('Pak Budi');
  expect(screen.queryByTestId('contact-create-option')).toBeNull();
  cleanup();

  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
  renderPicker(null);
  await typeName('Pak Budi');
  expect(screen.queryByTestId('contact-create-option')).toBeNull();
  cleanup();

  renderPicker(null, ['customer']);
  await typeName('warung sari');
  expect(await screen.findByText('Warung Sari · CV Sari Jaya')).toBeTruthy();
  expect(screen.queryByTestId('contact-create-option')).toBeNull();
  expect(api.calls('POST /v1/contacts/')).toHaveLength(0);
});

test('inside a dialog (the quick kasbon), Escape closes the sheet and leaves the dialog open', async () => {
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
  const closed = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Modal opened onClose={closed} title="Quick kasbon">
          <Harness initial={null} createKinds={['customer']} />
        </Modal>
      </QueryClientProvider>
    </MantineProvider>,
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
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <FormHarness />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Creating a contact answers only when the test says so. */
function heldCreate(response: FakeResponse) {
  let answer: (() => void) | undefined;
  api.on(
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
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
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
  expect(api.calls('POST /v1/contacts/')).toHaveLength(1);

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
