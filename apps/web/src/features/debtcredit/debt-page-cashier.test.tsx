import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { debt, debtPayment, debtPaymentsAnswer } from '../../test/debt-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { renderRoutes } from '../../test/render';
import { actAs, CASHIER, debtSession, TILL } from './debtcredit-test-session';

const api = debtSession();
/** Budi's kasbon, lent in cash out of the till: its cash is an entry of the book. */
const LENT = debt({ cashbook_id: TILL.id, entry_id: '0b6f6a52-5a4e-4d0e-9a55-00000000ee01' });
const PATH = `/v1/debts/${LENT.id}/`;

function answer(record = LENT) {
  api().on(`GET ${PATH}`, ok(record));
  debtPaymentsAnswer(api(), record.id, [debtPayment()]);
}

test('a cashier records payments and edits, but neither voids nor removes a payment', async () => {
  actAs(api(), CASHIER);
  answer();
  renderRoutes(routes, `/apps/debtcredit/credit/${LENT.id}`);
  expect(await screen.findByTestId('payment-row')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Record payment' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Remove the payment/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
  // The menu as it opens: its items, still in their transition, count as hidden.
  const items = screen.getAllByRole('menuitem', { hidden: true });
  expect(items.map((item) => item.textContent)).toEqual(['Share statement', 'Edit', 'History']);
});

test('a cashier editing a record that moved cash changes its terms, not its cash', async () => {
  actAs(api(), CASHIER);
  answer();
  renderRoutes(routes, `/apps/debtcredit/credit/${LENT.id}?edit=1`);
  const amount = await screen.findByLabelText(/^Amount/, { selector: 'input' });
  expect(amount).toHaveProperty('disabled', true);
  expect(screen.getByLabelText(/^Date/, { selector: 'input' })).toHaveProperty('disabled', true);
  expect(screen.getByLabelText(/^Description/)).toHaveProperty('disabled', true);
  expect(screen.getByLabelText(/^Due date/, { selector: 'input' })).toHaveProperty(
    'disabled',
    false,
  );
  expect(screen.getByLabelText(/^Reference/)).toHaveProperty('disabled', false);
  const note = screen.getByTestId('cash-locked');
  expect(within(note).getByText(/only someone who may edit transactions/)).toBeTruthy();
});
