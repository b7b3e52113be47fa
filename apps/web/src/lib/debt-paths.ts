/**
 * The addresses of Hutang Piutang: a record's, `/apps/debtcredit/{credit|debt}/{id}` by its kind,
 * its edit, payment and history pages, the list's tabs, and one contact's records (linked from
 * the contact's page too).
 */
import type { Debt, DebtKind } from '@usaha/shared';

export const DEBTCREDIT_PATH = '/apps/debtcredit';

export function isDebtKind(value: string | undefined): value is DebtKind {
  return value === 'credit' || value === 'debt';
}

export const recordPath = (debt: Pick<Debt, 'kind' | 'id'>) =>
  `${DEBTCREDIT_PATH}/${debt.kind}/${debt.id}`;
export const editPath = (debt: Pick<Debt, 'kind' | 'id'>) => `${recordPath(debt)}?edit=1`;
export const paymentPath = (id: string) => `${DEBTCREDIT_PATH}/payment/${id}`;
export const historyPath = (id: string) => `${DEBTCREDIT_PATH}/history/${id}`;
export const createPath = (kind: DebtKind) => `${DEBTCREDIT_PATH}/${kind}/create`;

/** The list's tab of a kind: credits are the Piutang tab (receivable), debts Hutang (payable). */
export const tabOfKind = (kind: DebtKind) => (kind === 'credit' ? 'receivable' : 'payable');
export const kindOfTab = (tab: 'receivable' | 'payable'): DebtKind =>
  tab === 'receivable' ? 'credit' : 'debt';

/** The list showing one contact's records of a kind (the `?contact=` panel). */
export const contactRecordsPath = (contactId: string, kind: DebtKind) =>
  `${DEBTCREDIT_PATH}?${kind === 'debt' ? 'tab=payable&' : ''}contact=${contactId}`;
