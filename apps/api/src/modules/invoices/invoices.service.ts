/**
 * Invoices (DESIGN.md §6 "Invoices", issue 14): one invoice and the writes of its content, beside
 * the reads of invoices.reads.ts. Figures come from calculateInvoice and are stored; the customer is
 * frozen on the invoice when it is made out to a contact. Status changes, payments and sharing
 * are in their own services beside this one.
 */
import type { createInvoiceBodySchema, Invoice, updateInvoiceBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, type Author, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { invoiceMath } from '../../lib/invoice-math';
import { meterInvoiceMade } from '../billing/billing.guards';
import type { InvoicingSettings } from '../businesses/business-settings.service';
import { requireInvoiceCustomer } from '../contacts/contacts.guards';
import { requireLineProducts, unlinkGoneProducts } from '../products/products.guards';
import { figureColumns, lineColumns } from './invoice-figures';
import { toInvoice } from './invoice-mappers';
import { assignNumber, guardNumber, requireFreeNumber } from './invoice-numbers';
import { createInvoiceReportReads } from './invoice-reports.reads';
import { customerColumns, datesOf, editedContent, invoiceRefusals } from './invoice-rules';
import { type InvoiceSales, invoiceSales } from './invoice-sales.repository';
import { createInvoiceReads } from './invoices.reads';
import {
  deleteInvoice,
  deleteLines,
  findInvoice,
  findLines,
  type InvoiceRow,
  insertInvoice,
  insertLines,
  updateInvoiceAt,
} from './invoices.repository';

type CreateBody = z.output<typeof createInvoiceBodySchema>;
type UpdateBody = z.output<typeof updateInvoiceBodySchema>;

export type InvoiceDeps = {
  database: Database;
  clock: Clock;
  settings: { invoicing(businessId: string): Promise<InvoicingSettings> };
};

export type { PaymentTax, PaymentTaxRange } from './invoice-reports.reads';
export type { InvoiceSales } from './invoice-sales.repository';
export type { InvoicePage } from './invoices.reads';

/** The schedule an invoice was made by, and the date of the occurrence it bills. */
export type InvoiceOrigin = { recurringInvoiceId: string; occurrenceDate: string };

export function createInvoiceService(deps: InvoiceDeps) {
  const { database, clock } = deps;
  const { db } = database;
  const todayOf = (actor: Pick<Actor, 'timezone'>) => businessToday(clock.now(), actor.timezone);

  /** The invoice in its API shape, read with `executor` (a transaction's, inside one). */
  async function present(
    executor: Executor,
    actor: Pick<Actor, 'businessId' | 'timezone'>,
    row: InvoiceRow,
    settings: InvoicingSettings,
  ): Promise<Invoice> {
    const lines = await findLines(executor, actor.businessId, row.id);
    return toInvoice(row, lines, {
      today: todayOf(actor),
      showAmountInWords: settings.show_amount_in_words,
    });
  }

  /** A new invoice (a create, a duplicate, a schedule's) with its number, lines and log line. */
  async function insert(
    tx: Executor,
    actor: Author,
    body: CreateBody,
    settings: InvoicingSettings,
    action: string,
    origin: InvoiceOrigin | null = null,
  ): Promise<Invoice> {
    const today = todayOf(actor);
    await meterInvoiceMade(tx, actor.businessId, actor.timezone, clock.now());
    const { issueDate, dueDate } = datesOf(body, today, settings.default_due_days);
    // A schedule's template may name a product deleted since: its invoice bills the line as it was.
    const lines = origin ? await unlinkGoneProducts(tx, actor.businessId, body.lines) : body.lines;
    if (!origin) await requireLineProducts(tx, actor.businessId, lines);
    const math = invoiceMath({
      ...body,
      currency: settings.currency,
      round_total: settings.round_invoice_totals,
    });
    const customer = await requireInvoiceCustomer(tx, actor.businessId, body.contact_id);
    const number = body.number
      ? await requireFreeNumber(tx, actor.businessId, body.number)
      : await assignNumber(tx, actor.businessId, settings.invoice_number_format, issueDate);
    const row = await insertInvoice(tx, {
      businessId: actor.businessId,
      number,
      contactId: body.contact_id,
      ...customerColumns(customer),
      issueDate,
      dueDate,
      currency: settings.currency,
      pricesIncludeTax: body.prices_include_tax,
      discountType: body.discount?.type ?? null,
      discountValue: body.discount?.value ?? null,
      charge: body.charge,
      chargeLabel: body.charge_label,
      notes: body.notes,
      terms: body.terms ?? settings.invoice_terms,
      language: body.language,
      roundTotal: settings.round_invoice_totals,
      ...figureColumns(math),
      createdBy: actor.userId,
      recurringInvoiceId: origin?.recurringInvoiceId ?? null,
      recurringDate: origin?.occurrenceDate ?? null,
    });
    await insertLines(tx, actor.businessId, row.id, lineColumns(lines, math));
    const invoice = await present(tx, actor, row, settings);
    await recordActivity(tx, {
      ...activityBase(actor),
      action,
      entityType: 'invoice',
      entityId: row.id,
      after: invoice,
    });
    return invoice;
  }

  return {
    ...createInvoiceReads(deps),
    ...createInvoiceReportReads(deps),

    /** Sent invoices issued from `from` to `to`, per currency: the reports' accrual view. */
    sales(actor: Pick<Actor, 'businessId'>, from: string, to: string): Promise<InvoiceSales[]> {
      return invoiceSales(database, actor.businessId, from, to);
    },

    /**
     * A schedule's invoice, made inside the scheduler's transaction: numbered, customer frozen
     * now, logged as `invoice.recurring`. The database refuses a second one for the occurrence.
     */
    createForSchedule(
      tx: Executor,
      author: Author,
      body: CreateBody,
      settings: InvoicingSettings,
      origin: InvoiceOrigin,
    ): Promise<Invoice> {
      return insert(tx, author, body, settings, 'invoice.recurring', origin);
    },

    async get(actor: Pick<Actor, 'businessId' | 'timezone'>, id: string): Promise<Invoice> {
      const row = await findInvoice(db, actor.businessId, id);
      if (!row) throw notFound('Invoice');
      return present(db, actor, row, await deps.settings.invoicing(actor.businessId));
    },

    async create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<Invoice>> {
      const settings = await deps.settings.invoicing(actor.businessId);
      const request = { route: 'invoices.create', body, status: 201 };
      return guardNumber(
        runIdempotent(database, actor, key, request, (tx) =>
          insert(tx, actor, body, settings, 'invoice.create'),
        ),
      );
    },

    /** A new draft with the same customer, lines and texts, dated today, numbered anew. */
    async duplicate(actor: Actor, id: string): Promise<Invoice> {
      const settings = await deps.settings.invoicing(actor.businessId);
      return guardNumber(
        db.transaction(async (tx) => {
          const source = await findInvoice(tx, actor.businessId, id);
          if (!source) throw notFound('Invoice');
          const lines = await findLines(tx, actor.businessId, id);
          const content = editedContent(source, lines, {});
          const body: CreateBody = {
            ...content,
            contact_id: source.contactId,
            language: source.language as CreateBody['language'],
            notes: source.notes,
            terms: source.terms,
          };
          return insert(tx, actor, body, settings, 'invoice.duplicate');
        }),
      );
    },

    /**
     * Changes what was given, recomputing every figure; lines, when given, replace all. A sent
     * invoice can still be corrected; a void one cannot (422).
     */
    async update(actor: Actor, id: string, body: UpdateBody): Promise<Invoice> {
      const settings = await deps.settings.invoicing(actor.businessId);
      return guardNumber(
        db.transaction(async (tx) => {
          const before = await findInvoice(tx, actor.businessId, id, true);
          if (!before) throw notFound('Invoice');
          if (before.version !== body.version) throw versionConflict();
          invoiceRefusals.notVoid(before);
          const oldLines = await findLines(tx, actor.businessId, id);
          const content = editedContent(before, oldLines, body);
          const { issueDate, dueDate } = datesOf(
            {
              issue_date: body.issue_date ?? before.issueDate,
              due_date: body.due_date ?? before.dueDate,
            },
            todayOf(actor),
            settings.default_due_days,
          );
          const math = invoiceMath({
            ...content,
            currency: before.currency,
            round_total: before.roundTotal,
          });
          invoiceRefusals.totalCoversPaid(math.total, before);
          const contactChanged =
            body.contact_id !== undefined && body.contact_id !== before.contactId;
          const customer = contactChanged
            ? customerColumns(
                await requireInvoiceCustomer(tx, actor.businessId, body.contact_id ?? ''),
              )
            : {};
          if (body.lines) await requireLineProducts(tx, actor.businessId, body.lines);
          const number =
            body.number && body.number !== before.number
              ? await requireFreeNumber(tx, actor.businessId, body.number, id)
              : before.number;
          const row = await updateInvoiceAt(tx, actor.businessId, id, body.version, {
            number,
            contactId: body.contact_id ?? before.contactId,
            ...customer,
            issueDate,
            dueDate,
            pricesIncludeTax: content.prices_include_tax,
            discountType: content.discount?.type ?? null,
            discountValue: content.discount?.value ?? null,
            charge: content.charge,
            chargeLabel: body.charge_label === undefined ? before.chargeLabel : body.charge_label,
            notes: body.notes === undefined ? before.notes : body.notes,
            terms: body.terms === undefined ? before.terms : body.terms,
            language: body.language ?? before.language,
            ...figureColumns(math),
          });
          if (!row) throw versionConflict();
          await deleteLines(tx, actor.businessId, id);
          await insertLines(tx, actor.businessId, id, lineColumns(content.lines, math));
          const invoice = await present(tx, actor, row, settings);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'invoice.update',
            entityType: 'invoice',
            entityId: id,
            before: toInvoice(before, oldLines, {
              today: todayOf(actor),
              showAmountInWords: false,
            }),
            after: invoice,
          });
          return invoice;
        }),
      );
    },

    /** Deletes a draft; any other is voided instead (422 says so). */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findInvoice(tx, actor.businessId, id, true);
        if (!before) throw notFound('Invoice');
        invoiceRefusals.isDraft(before);
        const lines = await findLines(tx, actor.businessId, id);
        await deleteInvoice(tx, actor.businessId, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invoice.delete',
          entityType: 'invoice',
          entityId: id,
          before: toInvoice(before, lines, { today: todayOf(actor), showAmountInWords: false }),
        });
      });
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
