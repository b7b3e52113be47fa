import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { contact, page, plain, uuid } from '../../test/directory-fixtures';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const RATNA = contact({
  phone: '+6281234567890',
  company: 'Warung Ratna',
  tags: ['grosir'],
  version: 3,
});
const SARI = contact({ id: uuid(2), name: 'CV Sari Jaya', kind: 'supplier' });
const MORE = contact({ id: uuid(3), name: 'Pak Harto', kind: 'both' });

let api: FakeApi;

function asked(route: string, index = -1): Record<string, string> {
  const call = api.calls(route).at(index);
  return Object.fromEntries(new URL(call?.url ?? 'https://x/').searchParams);
}

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['contact.view', 'contact.manage', 'transaction.view']);
  api.on('GET /v1/cashbooks/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  api.on('GET /v1/categories/', page([]));
});

test('the list asks for what the URL says, by tab and tag, and loads more by cursor', async () => {
  api.on('GET /v1/contacts/', (request) =>
    new URL(request.url).searchParams.get('cursor') === 'c2'
      ? page([MORE])
      : page([RATNA, SARI], 'c2'),
  );
  const { router } = renderRoutes(routes, '/apps/contacts?q=ratna&archived=1&kind=bogus');
  expect(await screen.findByRole('heading', { name: 'Contacts', level: 1 })).toBeTruthy();
  const rows = await screen.findAllByTestId('contact-row');
  expect(rows).toHaveLength(2);
  // What the URL holds goes to the API under its names; a kind it does not know is dropped.
  expect(asked('GET /v1/contacts/')).toEqual({ q: 'ratna', include_archived: 'true', limit: '50' });
  const first = rows[0] as HTMLElement;
  expect(within(first).getByText('Warung Ratna')).toBeTruthy();
  expect(within(first).getByTestId('contact-phone').textContent).toBe('0812-3456-7890');
  expect(within(first).getByText('Customer')).toBeTruthy();
  expect(within(first).getByRole('link').getAttribute('href')).toBe(
    `/apps/contacts/form/${RATNA.id}`,
  );

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('contact-row')).toHaveLength(3));
  expect(asked('GET /v1/contacts/').cursor).toBe('c2');

  // The Suppliers tab and a tag go into the URL, and the list asks again with them.
  fireEvent.click(screen.getByRole('radio', { name: 'Suppliers' }));
  await waitFor(() =>
    expect(currentPath(router)).toBe('/apps/contacts?kind=supplier&q=ratna&archived=1'),
  );
  await waitFor(() => expect(asked('GET /v1/contacts/').kind).toBe('supplier'));
  fireEvent.click((await screen.findAllByRole('button', { name: '#grosir' }))[0] as HTMLElement);
  await waitFor(() => expect(asked('GET /v1/contacts/').tag).toBe('grosir'));
  expect(currentPath(router)).toBe('/apps/contacts?kind=supplier&q=ratna&tag=grosir&archived=1');
});

test('the search box reaches the URL and the API once typing pauses', async () => {
  api.on('GET /v1/contacts/', page([]));
  const { router } = renderRoutes(routes, '/apps/contacts');
  expect(await screen.findByRole('heading', { name: 'No contacts yet' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'b' } });
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'budi ' } });
  await waitFor(() => expect(currentPath(router)).toBe('/apps/contacts?q=budi'));
  await waitFor(() => expect(asked('GET /v1/contacts/').q).toBe('budi'));
  // One request for the empty list, one for the search: none per letter typed.
  expect(api.calls('GET /v1/contacts/')).toHaveLength(2);
  expect(await screen.findByRole('heading', { name: 'No contacts match' })).toBeTruthy();
});

test('a new contact is sent as typed; the saved one shows its phone normalised, WhatsApp and call', async () => {
  const saved = contact({
    id: uuid(9),
    name: 'Budi Santoso',
    phone: '+6281234567890',
    tags: ['grosir', 'langganan'],
  });
  api.on('POST /v1/contacts/', { status: 201, body: { success: true, data: saved } });
  api.on(`GET /v1/contacts/${saved.id}/`, { body: { success: true, data: saved } });
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  const { router } = renderRoutes(routes, '/apps/contacts/create');
  expect(await screen.findByRole('heading', { name: 'New contact' })).toBeTruthy();

  // Checked here first with the shared contract: nothing is sent.
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: 'nomor saya' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save contact' }));
  expect(await screen.findByText("Enter the contact's name.")).toBeTruthy();
  expect(screen.getByText('Enter a valid phone number, e.g. 0812-3456-7890.')).toBeTruthy();
  expect(api.calls('POST /v1/contacts/')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Budi Santoso' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '0812-3456-7890' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Both' }));
  const tags = screen.getByRole('combobox', { name: /^Tags/ });
  // Mantine's tag box takes typing only from the focused input (not autofill).
  tags.focus();
  fireEvent.change(tags, { target: { value: 'Grosir' } });
  fireEvent.keyDown(tags, { key: 'Enter' });
  // Typed but not confirmed: it counts too.
  fireEvent.change(tags, { target: { value: 'langganan' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save contact' }));

  await waitFor(() => expect(currentPath(router)).toBe(`/apps/contacts/form/${saved.id}`));
  const post = api.calls('POST /v1/contacts/')[0];
  expect(post?.body).toEqual({
    kind: 'both',
    name: 'Budi Santoso',
    company: null,
    phone: '0812-3456-7890',
    email: null,
    address: null,
    city: null,
    tax_id: null,
    notes: null,
    tags: ['grosir', 'langganan'],
  });
  expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(await screen.findByText('Contact "Budi Santoso" saved.')).toBeTruthy();
  expect(screen.getByText('Saved as +6281234567890.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
    `https://wa.me/6281234567890?text=${encodeURIComponent('Hello Budi Santoso, greetings from Warung Bu Sri. ')}`,
  );
  // The call button shows on phones only (CSS); the test's window is desktop-wide.
  const call = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
  expect(call?.getAttribute('href')).toBe('tel:+6281234567890');
  expect(call?.getAttribute('aria-label')).toBe('Call 0812-3456-7890');
  expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeTruthy();
});

test('an edit sends the version; a stale one says someone changed it and reload shows theirs', async () => {
  const theirs = { ...RATNA, name: 'Ibu Ratna Dewi', version: 4 };
  api.on(
    `GET /v1/contacts/${RATNA.id}/`,
    { body: { success: true, data: RATNA } },
    { body: { success: true, data: theirs } },
  );
  api.on(`PUT /v1/contacts/${RATNA.id}/`, {
    status: 409,
    body: errorBody('VERSION_CONFLICT', 'Stale'),
  });
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  renderRoutes(routes, `/apps/contacts/form/${RATNA.id}`);
  const name = await screen.findByLabelText(/^Name/);
  expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('0812-3456-7890');
  fireEvent.change(name, { target: { value: 'Ratna' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/Someone else just changed this contact/)).toBeTruthy();
  expect(api.calls(`PUT /v1/contacts/${RATNA.id}/`)[0]?.body).toMatchObject({
    version: 3,
    name: 'Ratna',
    archived: false,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() =>
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ibu Ratna Dewi'),
  );
  expect(screen.queryByText(/Someone else just changed this contact/)).toBeNull();
});

test("the edit page lists the contact's transactions with their totals", async () => {
  api.on(`GET /v1/contacts/${RATNA.id}/`, { body: { success: true, data: RATNA } });
  api.on('GET /v1/entries/', {
    body: {
      success: true,
      data: [
        {
          id: uuid(500),
          cashbook_id: uuid(600),
          currency: 'IDR',
          direction: 'in',
          amount: 250_000_00,
          date: '2026-11-20',
          category_id: null,
          contact_id: RATNA.id,
          description: 'Bayar nota 12',
          reference: null,
          source: 'manual',
          transfer_id: null,
          transfer_role: null,
          import_id: null,
          invoice_id: null,
          debt_id: null,
          attachment_count: 0,
          created_by: null,
          version: 1,
          created_at: '2026-11-20T01:00:00.000Z',
          updated_at: '2026-11-20T01:00:00.000Z',
          running_balance: null,
        },
      ],
      meta: {
        next_cursor: null,
        has_more: false,
        totals: [
          {
            currency: 'IDR',
            in: 250_000_00,
            out: 40_000_00,
            transfer_in: 0,
            transfer_out: 0,
            count: 2,
          },
        ],
      },
    },
  });
  renderRoutes(routes, `/apps/contacts/form/${RATNA.id}`);
  const row = await screen.findByTestId('contact-entry');
  expect(asked('GET /v1/entries/')).toEqual({ contact_id: RATNA.id, limit: '50' });
  expect(within(row).getByText('Bayar nota 12')).toBeTruthy();
  expect(within(row).getByRole('link').getAttribute('href')).toBe(
    `/apps/transactions/${uuid(500)}`,
  );
  expect(plain(screen.getByTestId('total-in'))).toBe('IDR 250,000');
  expect(plain(screen.getByTestId('total-out'))).toBe('IDR 40,000');
  expect(screen.getByRole('link', { name: 'Open in Transactions' }).getAttribute('href')).toBe(
    `/apps/transactions?contact_id=${RATNA.id}`,
  );
});

test('deleting a contact that transactions use tells the user it was archived instead', async () => {
  api.on(`GET /v1/contacts/${RATNA.id}/`, { body: { success: true, data: RATNA } });
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
  api.on(`DELETE /v1/contacts/${RATNA.id}/`, {
    body: { success: true, message: 'Archived', archived: true },
  });
  api.on('GET /v1/contacts/', page([]));
  const { router } = renderRoutes(routes, `/apps/contacts/form/${RATNA.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete contact?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/contacts'));
  expect(
    await screen.findByText(/used by transactions, so it was archived, not deleted/),
  ).toBeTruthy();
  expect(api.calls(`DELETE /v1/contacts/${RATNA.id}/`)).toHaveLength(1);
});
