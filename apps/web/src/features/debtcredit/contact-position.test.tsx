import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { BUDI, figures, position } from '../../test/debt-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { plain, renderRoutes } from '../../test/render';
import { actAs, debtSession } from './debtcredit-test-session';

const api = debtSession();
const EMPTY_ENTRIES = {
  body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
};

function showContact() {
  api().on('GET /v1/entries/', EMPTY_ENTRIES);
  api().on('GET /v1/categories/', ok([]));
  return renderRoutes(routes, `/apps/contacts/form/${BUDI}`);
}

test('a contact’s page shows where they stand, links to their records and shares their statement', async () => {
  api().on(
    `GET /v1/contacts/${BUDI}/position/`,
    ok(
      position([
        figures({
          credits: 150_000_00,
          invoices_due: 300_000_00,
          receivable: 450_000_00,
          payable: 50_000_00,
          net: 400_000_00,
          overdue_receivable: 300_000_00,
        }),
      ]),
    ),
  );
  const url = 'https://usaha.example/portal?statement=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
  api().on(`POST /v1/contacts/${BUDI}/statement-link/`, ok({ token: 't', url, created_at: '' }));
  showContact();
  const card = await screen.findByRole('region', { name: 'Debts and credits' });
  expect(await within(card).findByText('Budi Santoso owes you')).toBeTruthy();
  expect(plain(within(card).getByTestId('position-net').textContent)).toBe('IDR 400,000');
  expect(plain(within(card).getByTestId('position-credits').textContent)).toBe('IDR 150,000');
  expect(plain(within(card).getByTestId('position-invoices_due').textContent)).toBe('IDR 300,000');
  expect(plain(within(card).getByTestId('position-payable').textContent)).toBe('IDR 50,000');
  expect(within(card).getByText('Overdue, owed to you: IDR 300,000')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'See records' }).getAttribute('href')).toBe(
    `/apps/debtcredit?contact=${BUDI}`,
  );

  fireEvent.click(within(card).getByRole('button', { name: 'Share statement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Statement for Budi Santoso' });
  expect(
    ((await within(dialog).findByRole('textbox', { name: 'Link' })) as HTMLInputElement).value,
  ).toBe(url);
});

test('a contact the business owes is worded so, and links to the debts', async () => {
  api().on(
    `GET /v1/contacts/${BUDI}/position/`,
    ok(position([figures({ payable: 50_000_00, net: -50_000_00 })])),
  );
  showContact();
  const card = await screen.findByRole('region', { name: 'Debts and credits' });
  expect(await within(card).findByText('You owe Budi Santoso')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'See records' }).getAttribute('href')).toBe(
    `/apps/debtcredit?tab=payable&contact=${BUDI}`,
  );
});

test('without debt.view the contact’s page neither shows nor asks for the position', async () => {
  actAs(api(), ['contact.view', 'contact.manage', 'cashbook.view']);
  showContact();
  expect(await screen.findByRole('heading', { name: 'Budi Santoso', level: 1 })).toBeTruthy();
  await waitFor(() => expect(api().calls('GET /v1/entries/').length).toBeGreaterThan(0));
  expect(screen.queryByRole('region', { name: 'Debts and credits' })).toBeNull();
  expect(api().calls(`GET /v1/contacts/${BUDI}/position/`)).toHaveLength(0);
});
