/**
 * A record's state in one word (Belum lunas, Dibayar sebagian, Terlambat, Lunas, Batal), its
 * colour, and the record's address: `/apps/debtcredit/{credit|debt}/{id}` by its kind.
 */
import type { Debt, DebtKind } from '@usaha/shared';

export const SHOWN_STATUSES = ['open', 'partial', 'overdue', 'paid', 'void'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

/** Void and paid say it all; an open one is late, part paid, or just open (late wins). */
export function shownStatus(debt: Pick<Debt, 'status' | 'overdue' | 'paid'>): ShownStatus {
  if (debt.status === 'void') return 'void';
  if (debt.status === 'paid') return 'paid';
  if (debt.overdue) return 'overdue';
  return debt.paid > 0 ? 'partial' : 'open';
}

/** Mantine colours with readable text on their light variant in both schemes. */
export const STATUS_COLORS: Record<ShownStatus, string> = {
  open: 'blue',
  partial: 'yellow',
  overdue: 'red',
  paid: 'teal',
  void: 'gray',
};

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
