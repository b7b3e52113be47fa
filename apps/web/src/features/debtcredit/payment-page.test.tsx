import { fireEvent, screen, waitFor } from '@testing-library/react';
import { recordDebtPaymentBodySchema } from '@usaha/shared';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { debt, debtPayment, debtPaymentsAnswer } from '../../test/debt-fixtures';
import { errorBody } from '../../test/fake-api';
import { ok } from '../../test/invoice-fixtures';
import { currentPath, plain, renderRoutes } from '../../test/render';
import { debtSession, TILL } from './debtcredit-test-session';

const api = debtSession();
const KASBON = debt();
const PATH = `/v1/debts/${KASBON.id}/`;

const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

function answer(record = KASBON) {
  api().on(`GET ${PATH}`, ok(record));
  debtPaymentsAnswer(api(), record.id);
}

test('"Paid in full" records the whole remaining amount in one tap, into the first book of its currency', async () => {
  answer();
  api().on(`POST ${PATH}payments/`, {
    status: 201,
    body: { success: true, data: debtPayment({ amount: 100_000_00 }) },
  });
  const { router } = renderRoutes(routes, `/apps/debtcredit/payment/${KASBON.id}`);
  expect(await screen.findByRole('heading', { name: 'Record a payment', level: 1 })).toBeTruthy();
  expect(screen.getByText('From Budi Santoso')).toBeTruthy();
  expect(plain(screen.getByTestId('payment-remaining').textContent)).toBe('IDR 100,000');
  // What is open is already there; the dollar book is not offered for a rupiah record.
  expect(input(/^Amount paid/).value).toBe('100,000');
  await waitFor(() => expect(input(/^Into the cash book/).value).toBe('Kas Toko'));

  answer(debt({ status: 'paid', paid: 150_000_00, remaining: 0 }));
  fireEvent.click(screen.getByRole('button', { name: 'Paid in full' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${KASBON.id}`));
  const [post] = api().calls(`POST ${PATH}payments/`);
  expect(post?.headers['idempotency-key']).toBeTruthy();
  expect(post?.body).toEqual({
    amount: 100_000_00,
    date: '2026-11-20',
    cashbook_id: TILL.id,
    note: null,
  });
  expect(recordDebtPaymentBodySchema.safeParse(post?.body).success).toBe(true);
  expect(await screen.findByText('Payment of IDR 100,000 recorded.')).toBeTruthy();
  expect(await screen.findByText('Paid in full')).toBeTruthy();
});

test('a part payment with a note; more than what is open is refused on the amount', async () => {
  answer();
  api().on(
    `POST ${PATH}payments/`,
    { status: 422, body: errorBody('OVERPAYMENT', 'More than the remaining amount') },
    { status: 201, body: { success: true, data: debtPayment() } },
  );
  const { router } = renderRoutes(routes, `/apps/debtcredit/payment/${KASBON.id}`);
  const amount = await waitFor(() => input(/^Amount paid/));
  await waitFor(() => expect(input(/^Into the cash book/).value).toBe('Kas Toko'));

  fireEvent.change(amount, { target: { value: '120000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
  expect(
    await screen.findByText(
      'That is more than what is open (IDR 100,000). Record IDR 100,000 at most.',
    ),
  ).toBeTruthy();
  expect(api().calls(`POST ${PATH}payments/`)).toHaveLength(0);

  // Another payment landed meanwhile: the server's 422 says the same, on the amount.
  fireEvent.change(amount, { target: { value: '50000' } });
  fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Titip lewat Ani' } });
  fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
  expect(
    await screen.findByText(
      'That is more than what is open (IDR 100,000). Record IDR 100,000 at most.',
    ),
  ).toBeTruthy();
  expect(amount.getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${KASBON.id}`));
  const posts = api().calls(`POST ${PATH}payments/`);
  expect(posts.map((call) => call.body)).toEqual([
    { amount: 50_000_00, date: '2026-11-20', cashbook_id: TILL.id, note: 'Titip lewat Ani' },
    { amount: 50_000_00, date: '2026-11-20', cashbook_id: TILL.id, note: 'Titip lewat Ani' },
  ]);
  // The refused try and its retry are one submission: the same key, booked once.
  expect(posts[0]?.headers['idempotency-key']).toBe(posts[1]?.headers['idempotency-key']);
});

test('a paid or void record takes no payment', async () => {
  answer(debt({ status: 'paid', paid: 150_000_00, remaining: 0 }));
  renderRoutes(routes, `/apps/debtcredit/payment/${KASBON.id}`);
  expect(
    await screen.findByText('This record is paid or void: it takes no more payments.'),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Paid in full' })).toBeNull();
});
