import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { BUDI, debt, debtPayment, debtPaymentsAnswer } from '../../test/debt-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { currentPath, plain, renderRoutes } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { actAs, debtSession, VIEWER } from './debtcredit-test-session';

const api = debtSession();
const KASBON = debt();
const PATH = `/v1/debts/${KASBON.id}/`;
const PAID_PART = debtPayment({ note: 'Lewat anaknya' });

function answer(record = KASBON, payments = [PAID_PART]) {
  api().on(`GET ${PATH}`, ok(record));
  debtPaymentsAnswer(api(), record.id, payments);
}

test('the record leads with what is still owed, the bar of what was paid, the contact and the payments', async () => {
  stubScreen('phone');
  answer();
  renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  expect(await screen.findByRole('heading', { name: 'Budi Santoso', level: 1 })).toBeTruthy();
  const headline = screen.getByTestId('debt-headline');
  expect(within(headline).getByText('Budi Santoso still owes you')).toBeTruthy();
  expect(plain(screen.getByTestId('debt-remaining').textContent)).toBe('IDR 100,000');
  expect(within(headline).getByText('IDR 50,000 of IDR 150,000 paid')).toBeTruthy();
  expect(
    screen
      .getByTestId('debt-progress')
      .querySelector('[role="progressbar"]')
      ?.getAttribute('aria-valuenow'),
  ).toBe('33');
  expect(within(headline).getByText('Partly paid')).toBeTruthy();
  expect(screen.getByTestId('debt-phone').getAttribute('href')).toBe('tel:+6281234567890');
  expect(within(headline).getByText('No cash moved when recorded')).toBeTruthy();
  const row = await screen.findByTestId('payment-row');
  expect(within(row).getByText('Nov 5, 2026 · Kas Toko')).toBeTruthy();
  expect(within(row).getByText('Lewat anaknya')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Record payment' }).getAttribute('href')).toBe(
    `/apps/debtcredit/payment/${KASBON.id}`,
  );
});

test('a credit opened under debt/ moves to credit/, keeping what the address asks', async () => {
  answer();
  const { router } = renderRoutes(routes, `/apps/debtcredit/debt/${KASBON.id}?edit=1`);
  await waitFor(() =>
    expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${KASBON.id}?edit=1`),
  );
  expect(await screen.findByRole('heading', { name: 'Edit credit', level: 1 })).toBeTruthy();
});

test('an unknown record, or an address naming none, is a calm "not found"', async () => {
  api().on(`GET ${PATH}`, {
    status: 404,
    body: { success: false, code: 'NOT_FOUND', message: 'x' },
  });
  renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  expect(
    await screen.findByText(
      'It may have been deleted, or the link is wrong. Look for it in the list.',
    ),
  ).toBeTruthy();
});

test('an address that names no record asks the server nothing', async () => {
  renderRoutes(routes, '/apps/debtcredit/payment/not-an-id');
  expect(await screen.findByRole('heading', { name: 'Record not found', level: 1 })).toBeTruthy();
  expect(api().requests.filter((request) => request.path.includes('/debts/'))).toEqual([]);
});

test('removing a payment asks first and says where the money goes back', async () => {
  answer();
  renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  const row = await screen.findByTestId('payment-row');
  api().on(`DELETE ${PATH}payments/${PAID_PART.id}/`, {
    body: { success: true, message: 'deleted' },
  });
  answer(debt({ paid: 0, remaining: 150_000_00 }), []);
  fireEvent.click(within(row).getByRole('button', { name: 'Remove the payment of Nov 5, 2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this payment?' });
  expect(within(dialog).getByText(/leaves the cash book Kas Toko/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove payment' }));
  expect(await screen.findByText('Payment of IDR 50,000 removed.')).toBeTruthy();
  expect(await screen.findByText('No payments recorded yet.')).toBeTruthy();
  expect(plain(screen.getByTestId('debt-remaining').textContent)).toBe('IDR 150,000');
});

test('voiding asks first and sends the version; deleting is offered only without payments', async () => {
  answer();
  renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  const voidItem = await screen.findByRole('menuitem', { name: 'Void' });
  expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  const voided = debt({
    status: 'void',
    remaining: 0,
    voided_at: '2026-11-20T03:00:00.000Z',
    version: 3,
  });
  api().on(`POST ${PATH}void/`, ok(voided));
  fireEvent.click(voidItem);
  const dialog = await screen.findByRole('dialog', { name: 'Void this record?' });
  expect(within(dialog).getByText(/The IDR 100,000 still open no longer counts/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Void record' }));
  expect(await screen.findByText('Record voided.')).toBeTruthy();
  expect(api().calls(`POST ${PATH}void/`)[0]?.body).toEqual({ version: 2 });
  expect(screen.getByText(/This record is void/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Record payment' })).toBeNull();
});

test('a record without payments is deleted after asking, back to the contact’s records', async () => {
  const fresh = debt({ paid: 0, remaining: 150_000_00 });
  answer(fresh, []);
  api().on(`DELETE ${PATH}`, { body: { success: true, message: 'deleted' } });
  const { router } = renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete record' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit?contact=${BUDI}`));
  expect(api().calls(`DELETE ${PATH}`)).toHaveLength(1);
});

test('a viewer reads the record and its history, and changes nothing', async () => {
  actAs(api(), VIEWER);
  answer();
  renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  expect(await screen.findByTestId('payment-row')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
    `/apps/debtcredit/history/${KASBON.id}`,
  );
  for (const name of ['Record payment', 'Remind on WhatsApp', 'More actions']) {
    expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name })).toBeNull();
  }
  expect(screen.queryByRole('button', { name: /Remove the payment/ })).toBeNull();
});

test('editing is the record’s form in place: the fields as they are, saved with the version', async () => {
  answer();
  const changed = debt({
    amount: 175_000_00,
    remaining: 125_000_00,
    due_date: '2026-12-15',
    version: 3,
  });
  api().on(`PATCH ${PATH}`, ok(changed));
  const { router } = renderRoutes(routes, `/apps/debtcredit/credit/${KASBON.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  await waitFor(() =>
    expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${KASBON.id}?edit=1`),
  );
  const amount = (await screen.findByLabelText(/^Amount/, {
    selector: 'input',
  })) as HTMLInputElement;
  expect(amount.value).toBe('150,000');
  // Below what was paid is refused before sending.
  fireEvent.change(amount, { target: { value: '40000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('IDR 50,000 has been paid already: the amount cannot be less.'),
  ).toBeTruthy();
  expect(api().calls(`PATCH ${PATH}`)).toHaveLength(0);

  fireEvent.change(amount, { target: { value: '175000' } });
  fireEvent.change(screen.getByLabelText(/^Due date/, { selector: 'input' }), {
    target: { value: '15/12/2026' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${KASBON.id}`));
  expect(api().calls(`PATCH ${PATH}`)[0]?.body).toEqual({
    version: 2,
    contact_id: BUDI,
    amount: 175_000_00,
    date: '2026-11-02',
    due_date: '2026-12-15',
    description: 'Beras dan gula',
    reference: null,
  });
  expect(await screen.findByText('Changes saved.')).toBeTruthy();
});
