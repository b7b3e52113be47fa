import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createDebtBodySchema } from '@usaha/shared';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { BUDI, debt, debtPaymentsAnswer } from '../../test/debt-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { currentPath, renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { DOLLARS, debtSession, TILL } from './debtcredit-test-session';

const api = debtSession();

const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

function answerSaved(saved = debt()) {
  api().on('POST /v1/debts/', { status: 201, body: { success: true, data: saved } });
  api().on(`GET /v1/debts/${saved.id}/`, ok(saved));
  debtPaymentsAnswer(api(), saved.id);
}

test('a loan taken: every field, and the cash that came into a book with it', async () => {
  const loan = debt({
    kind: 'debt',
    cashbook_id: TILL.id,
    entry_id: debt().id,
    paid: 0,
    remaining: 2_000_000_00,
    amount: 2_000_000_00,
  });
  answerSaved(loan);
  const { router } = renderRoutes(routes, '/apps/debtcredit/debt/create');
  expect(await screen.findByRole('heading', { name: 'New debt', level: 1 })).toBeTruthy();
  const contact = input(/^Contact/);
  contact.focus();
  await chooseOption(contact, 'Budi Santoso · 0812-3456-7890');
  fireEvent.change(input(/^Amount/), { target: { value: '2000000' } });
  // The date is today's in the business's time zone.
  expect(input(/^Date/).value).toBe('20/11/2026');
  fireEvent.change(input(/^Due date/), { target: { value: '20/12/2026' } });
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Pinjaman modal' } });
  fireEvent.change(input(/^Reference/), { target: { value: 'KW-0042' } });

  // Cash in: the first book in the business's currency is offered; a dollar book says so.
  fireEvent.click(screen.getByRole('switch', { name: /Money into the cash book/ }));
  const book = await waitFor(() => input(/^Cash book/));
  expect(book.value).toBe('Kas Toko');
  await chooseOption(book, `${DOLLARS.name} (USD)`);
  await chooseOption(book, TILL.name);

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/debt/${loan.id}`));
  const [post] = api().calls('POST /v1/debts/');
  expect(post?.headers['idempotency-key']).toBeTruthy();
  expect(post?.body).toEqual({
    kind: 'debt',
    contact_id: BUDI,
    amount: 2_000_000_00,
    date: '2026-11-20',
    due_date: '2026-12-20',
    description: 'Pinjaman modal',
    reference: 'KW-0042',
    cashbook_id: TILL.id,
  });
  expect(createDebtBodySchema.safeParse(post?.body).success).toBe(true);
  expect(await screen.findByText('Debt of IDR 2,000,000 to Budi Santoso recorded.')).toBeTruthy();
  expect(await screen.findByText('Put into Kas Toko when recorded')).toBeTruthy();
});

test('a credit for a contact chosen before moves no cash; a due date before the date is refused', async () => {
  answerSaved();
  const { router } = renderRoutes(routes, `/apps/debtcredit/credit/create?contact=${BUDI}`);
  expect(await screen.findByRole('heading', { name: 'New credit', level: 1 })).toBeTruthy();
  await waitFor(() => expect(input(/^Contact/).value).toBe('Budi Santoso · 0812-3456-7890'));
  expect(screen.getByRole('switch', { name: /Money out of the cash book/ })).toBeTruthy();
  fireEvent.change(input(/^Amount/), { target: { value: '150000' } });
  fireEvent.change(input(/^Due date/), { target: { value: '01/11/2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The due date cannot be before the date.')).toBeTruthy();
  expect(api().calls('POST /v1/debts/')).toHaveLength(0);

  fireEvent.change(input(/^Due date/), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${debt().id}`));
  expect(api().calls('POST /v1/debts/')[0]?.body).toEqual({
    kind: 'credit',
    contact_id: BUDI,
    amount: 150_000_00,
    date: '2026-11-20',
    due_date: null,
    description: null,
    reference: null,
    cashbook_id: null,
  });
});
