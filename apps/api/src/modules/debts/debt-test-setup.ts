/**
 * The shared set-up of the reminder, statement, ladder and balance tests: the fixed time they run
 * at, and a debt or credit of a contact made in one call (the contact made too, unless given).
 */
import { type DebtFixture, type DebtInput, recordDebtOf } from '../../test/debt-fixtures';
import { createContact } from '../../test/directory';
import type { TestApp } from '../../test/harness';
import type { Owner } from '../../test/ledger';

/** 20 November 2026, 10:00 in Jakarta. */
export const NOW = new Date('2026-11-20T03:00:00Z');

export type MadeDebt = DebtFixture & { contactId: string; businessName: string };

export async function debtOf(
  t: TestApp,
  owner: Owner,
  input: Omit<DebtInput, 'contact_id'> & {
    contact_id?: string;
    contact?: { name: string; phone?: string };
  },
): Promise<MadeDebt> {
  const { contact, contact_id, ...rest } = input;
  const contactId =
    contact_id ??
    (await createContact(owner, contact ?? { name: 'Pak Joko', phone: '0813-0000-1111' })).id;
  const debt = await recordDebtOf(owner, { ...rest, contact_id: contactId });
  const [business] = await t.database.query<{ name: string }>(
    'select name from businesses where id = $1',
    [owner.businessId],
  );
  return { ...debt, contactId, businessName: business?.name ?? '' };
}
