/** A schedule's row as the API answers it, and a template's fields as its columns. */
import type {
  createRecurringInvoiceBodySchema,
  InvoiceLanguage,
  RecurrenceInterval,
  RecurringInvoice,
  RecurringPauseReason,
  RecurringStatus,
} from '@usaha/shared';
import type { z } from 'zod';
import { isoTimestamp } from '../../db/row-values';
import { discountOf, invoiceMath } from '../../lib/invoice-math';
import type { NewRecurring, RecurringRow, RecurringView } from './recurring-invoices.repository';
import { endOf } from './recurring-rules';

type CreateBody = z.output<typeof createRecurringInvoiceBodySchema>;
type Template = Pick<
  CreateBody,
  'prices_include_tax' | 'lines' | 'discount' | 'charge' | 'charge_label' | 'notes' | 'terms'
>;

export function templateColumns(body: Partial<Template>): Partial<NewRecurring> {
  const columns: Partial<NewRecurring> = {};
  if (body.prices_include_tax !== undefined) columns.pricesIncludeTax = body.prices_include_tax;
  if (body.lines !== undefined) columns.lines = body.lines;
  if (body.discount !== undefined) {
    columns.discountType = body.discount?.type ?? null;
    columns.discountValue = body.discount?.value ?? null;
  }
  if (body.charge !== undefined) columns.charge = body.charge;
  if (body.charge_label !== undefined) columns.chargeLabel = body.charge_label;
  if (body.notes !== undefined) columns.notes = body.notes;
  if (body.terms !== undefined) columns.terms = body.terms;
  return columns;
}

/** The template's figures, by the invoices' own arithmetic (400 on the field it refuses). */
export function templateMath(
  row: Pick<
    RecurringRow,
    'pricesIncludeTax' | 'lines' | 'discountType' | 'discountValue' | 'charge'
  >,
  currency: string,
  roundTotal: boolean,
) {
  return invoiceMath({
    currency,
    prices_include_tax: row.pricesIncludeTax,
    lines: row.lines,
    discount: discountOf(row.discountType, row.discountValue),
    charge: row.charge,
    round_total: roundTotal,
  });
}

export function toRecurring(row: RecurringView, roundTotal: boolean): RecurringInvoice {
  return {
    id: row.id,
    contact_id: row.contactId,
    customer_name: row.customerName,
    currency: row.currency,
    prices_include_tax: row.pricesIncludeTax,
    lines: row.lines.map((line) => ({
      product_id: line.product_id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unit_price,
      discount: line.discount,
      tax_rate: line.tax_rate,
      tax_base: line.tax_base,
    })),
    discount: discountOf(row.discountType, row.discountValue),
    charge: row.charge,
    charge_label: row.chargeLabel,
    notes: row.notes,
    terms: row.terms,
    language: row.language as InvoiceLanguage,
    due_days: row.dueDays,
    total: templateMath(row, row.currency, roundTotal).total,
    interval: row.interval as RecurrenceInterval,
    every: row.every,
    start_date: row.startDate,
    end: endOf(row),
    auto_send: row.autoSend,
    status: row.status as RecurringStatus,
    pause_reason: row.pauseReason as RecurringPauseReason | null,
    next_date: row.nextDate,
    made_count: row.madeCount,
    last_invoice_id: row.lastInvoiceId,
    version: row.version,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}
