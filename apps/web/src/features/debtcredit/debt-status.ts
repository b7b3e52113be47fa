/**
 * A record's state in one word (Belum lunas, Dibayar sebagian, Terlambat, Lunas, Batal) and its
 * colour. Its addresses are lib/debt-paths.ts.
 */
import type { Debt } from '@usaha/shared';

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
