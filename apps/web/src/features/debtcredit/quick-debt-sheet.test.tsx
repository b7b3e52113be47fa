import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDebtBodySchema } from '@usaha/shared';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { BUDI, debt, debtPaymentsAnswer, summaryPage } from '../../test/debt-fixtures';
import { contact, uuid } from '../../test/directory-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { saveNewContactSheet } from '../../test/new-contact-sheet';
import { currentPath, renderRoutes } from '../../test/render';
import { stubScreen } from '../../test/screen-size';
import { debtSession } from './debtcredit-test-session';

const api = debtSession();
const SARI = contact({ id: uuid(21), name: 'Sari', kind: 'customer' });
const KASBON = debt({
  id: uuid(1510),
  contact_id: SARI.id,
  contact_name: 'Sari',
  contact_phone: null,
  paid: 0,
  remaining: 150_000_00,
  description: null,
  due_date: null,
  version: 1,
});

const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

test('the "+" asks who, how much and which way; one tap records a kasbon for a new customer', async () => {
  stubScreen('phone');
  api().on('GET /v1/debts/summary/', summaryPage([]));
  api().on('GET /v1/contacts/search/', ok([]));
  api().on('POST /v1/contacts/', { status: 201, body: { success: true, data: SARI } });
  api().on(`GET /v1/contacts/${SARI.id}/`, ok(SARI));
  api().on('POST /v1/debts/', { status: 201, body: { success: true, data: KASBON } });
  api().on(`GET /v1/debts/${KASBON.id}/`, ok(KASBON));
  debtPaymentsAnswer(api(), KASBON.id);
  const { router } = renderRoutes(routes, '/apps/debtcredit');

  fireEvent.click(await screen.findByRole('button', { name: 'Record a debt or credit' }));
  await waitFor(() => expect(currentPath(router)).toBe('/apps/debtcredit?new=credit'));
  const sheet = await screen.findByRole('dialog', { name: 'Record quickly' });
  // Who: a name typed becomes a new customer on the spot.
  const who = input(/^Who\?/);
  who.focus();
  fireEvent.click(who);
  fireEvent.change(who, { target: { value: 'Sari' } });
  fireEvent.click(
    await screen.findByRole('option', { name: 'Add new customer “Sari”', hidden: true }),
  );
  // Her WhatsApp number in the same sheet, for the reminder to come.
  await saveNewContactSheet('New customer', 'Save customer', '0813-2222-3333');
  await waitFor(() => expect(api().calls('POST /v1/contacts/')).toHaveLength(1));
  expect(api().calls('POST /v1/contacts/')[0]?.body).toEqual({
    kind: 'customer',
    name: 'Sari',
    phone: '0813-2222-3333',
  });
  await waitFor(() => expect(who.value).toBe('Sari'));
  // How much, and which way: on the Piutang tab it starts as "they owe me".
  fireEvent.change(input(/^How much\?/), { target: { value: '150000' } });
  expect(
    (within(sheet).getByRole('radio', { name: /They owe me/ }) as HTMLInputElement).checked,
  ).toBe(true);
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/credit/${KASBON.id}`));
  const [post] = api().calls('POST /v1/debts/');
  expect(post?.headers['idempotency-key']).toBeTruthy();
  // No cash moves, no date or due date: the server dates it today.
  expect(post?.body).toEqual({ kind: 'credit', contact_id: SARI.id, amount: 150_000_00 });
  expect(createDebtBodySchema.safeParse(post?.body).success).toBe(true);
  expect(await screen.findByText('Credit of IDR 150,000 for Sari recorded.')).toBeTruthy();
});

test('the sheet records a debt when told "I owe them", and says what is missing', async () => {
  stubScreen('desktop');
  api().on('GET /v1/debts/summary/', summaryPage([]));
  const owed = debt({ kind: 'debt', paid: 0, remaining: 150_000_00 });
  api().on('POST /v1/debts/', { status: 201, body: { success: true, data: owed } });
  api().on(`GET /v1/debts/${owed.id}/`, ok(owed));
  debtPaymentsAnswer(api(), owed.id);
  const { router } = renderRoutes(routes, '/apps/debtcredit?new=credit');
  const sheet = await screen.findByRole('dialog', { name: 'Record quickly' });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
  expect(await within(sheet).findByText('Choose a contact, or type a new name.')).toBeTruthy();
  expect(within(sheet).getByText('Enter an amount above zero.')).toBeTruthy();
  expect(api().calls('POST /v1/debts/')).toHaveLength(0);

  const who = input(/^Who\?/);
  who.focus();
  fireEvent.click(who);
  fireEvent.click(await screen.findByRole('option', { name: /Budi Santoso/, hidden: true }));
  fireEvent.change(input(/^How much\?/), { target: { value: '150000' } });
  fireEvent.click(within(sheet).getByRole('radio', { name: /I owe them/ }));
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/debtcredit/debt/${owed.id}`));
  expect(api().calls('POST /v1/debts/')[0]?.body).toEqual({
    kind: 'debt',
    contact_id: BUDI,
    amount: 150_000_00,
  });
});
