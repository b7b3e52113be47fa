/** Entry rows, from Drizzle or from the raw list statement, in their API shape. */
import type { Direction, Entry, EntrySource, TransferRole } from '@usaha/shared';
import { toMinorUnits } from '../../db/row-values';

import type { EntryRow } from './entries.repository';

export type { EntryRow };

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toEntry(row: EntryRow, currency: string): Entry {
  return {
    id: row.id,
    cashbook_id: row.cashbookId,
    currency,
    direction: row.direction as Direction,
    amount: row.amount,
    date: row.date,
    category_id: row.categoryId,
    contact_id: row.contactId,
    description: row.description,
    reference: row.reference,
    source: row.source as EntrySource,
    transfer_id: row.transferId,
    transfer_role: row.transferRole as TransferRole | null,
    import_id: row.importId,
    invoice_id: row.invoiceId,
    debt_id: row.debtId,
    attachment_count: row.attachmentCount,
    created_by: row.createdBy,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The columns of the raw list statement (entries.sql.ts), snake_case as selected. */
export type EntryListRow = {
  id: string;
  cashbook_id: string;
  currency: string;
  direction: string;
  amount: string | number;
  date: string;
  category_id: string | null;
  contact_id: string | null;
  description: string;
  reference: string | null;
  source: string;
  transfer_id: string | null;
  transfer_role: string | null;
  import_id: string | null;
  invoice_id: string | null;
  debt_id: string | null;
  attachment_count: number;
  created_by: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export function fromListRow(row: EntryListRow): Entry {
  return {
    id: row.id,
    cashbook_id: row.cashbook_id,
    currency: row.currency,
    direction: row.direction as Direction,
    amount: toMinorUnits(row.amount),
    date: row.date,
    category_id: row.category_id,
    contact_id: row.contact_id,
    description: row.description,
    reference: row.reference,
    source: row.source as EntrySource,
    transfer_id: row.transfer_id,
    transfer_role: row.transfer_role as TransferRole | null,
    import_id: row.import_id,
    invoice_id: row.invoice_id,
    debt_id: row.debt_id,
    attachment_count: row.attachment_count,
    created_by: row.created_by,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function signed(entry: { direction: string; amount: number }): number {
  return entry.direction === 'in' ? entry.amount : -entry.amount;
}
