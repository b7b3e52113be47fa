/**
 * Recurring invoices (issue 14): a template invoice and its calendar. The template is checked
 * with the invoices' arithmetic and its customer as an invoice's; the calendar's state (next
 * occurrence, invoices made) moves with the scheduler (make-recurring-invoices.ts) and with
 * changes, pauses and resumes here, which never bill the occurrences skipped meanwhile.
 */
import {
  AppError,
  type createRecurringInvoiceBodySchema,
  type RecurringInvoice,
  type recurringInvoiceListQuerySchema,
  type updateRecurringInvoiceBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { idKeyset, type Page } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound, versionConflict } from '../../lib/errors';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import { requireInvoiceCustomer } from '../contacts/contacts.guards';
import { requireLineProducts } from '../products/products.guards';
import {
  changeRecurring,
  deleteRecurring,
  findRecurring,
  insertRecurring,
  listRecurringRows,
  lockRecurring,
  type RecurringRow,
  updateRecurringAt,
} from './recurring-invoices.repository';
import { templateColumns, templateMath, toRecurring } from './recurring-mappers';
import { checkEnd, checkStartDate, endColumns, endOf, stateFrom } from './recurring-rules';

type CreateBody = z.output<typeof createRecurringInvoiceBodySchema>;
type UpdateBody = z.output<typeof updateRecurringInvoiceBodySchema>;
type ListQuery = z.output<typeof recurringInvoiceListQuerySchema>;

export type RecurringDeps = {
  database: Database;
  clock: Clock;
  settings: Pick<BusinessSettingsService, 'invoicing'>;
};

export function createRecurringInvoiceService(deps: RecurringDeps) {
  const { db } = deps.database;
  const todayOf = (actor: Actor) => businessToday(deps.clock.now(), actor.timezone);
  const rounds = async (businessId: string) =>
    (await deps.settings.invoicing(businessId)).round_invoice_totals;

  /** The schedule's answer; `roundTotal` is read before any transaction (PGlite has one connection). */
  async function present(executor: Executor, actor: Actor, id: string, roundTotal: boolean) {
    const row = await findRecurring(executor, actor.businessId, id);
    if (!row) throw notFound('Recurring invoice');
    return toRecurring(row, roundTotal);
  }

  /** Runs `change` on the locked schedule and logs it; 404 for another business's id. */
  async function changeLocked(
    actor: Actor,
    id: string,
    action: string,
    change: (tx: Executor, row: RecurringRow, roundTotal: boolean) => Promise<void>,
  ): Promise<RecurringInvoice> {
    const roundTotal = await rounds(actor.businessId);
    return db.transaction(async (tx) => {
      const row = await lockRecurring(tx, actor.businessId, id);
      if (!row) throw notFound('Recurring invoice');
      const before = await present(tx, actor, id, roundTotal);
      await change(tx, row, roundTotal);
      const after = await present(tx, actor, id, roundTotal);
      await recordActivity(tx, {
        ...activityBase(actor),
        action,
        entityType: 'recurring_invoice',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  function refuseEnded(row: RecurringRow) {
    if (row.status === 'ended') {
      throw new AppError('RECURRING_ENDED', 'This recurring invoice has ended');
    }
  }

  return {
    async list(actor: Actor, query: ListQuery): Promise<Page<RecurringInvoice>> {
      const { cursor, limit, ...filter } = query;
      const rows = await listRecurringRows(
        db,
        actor.businessId,
        filter,
        idKeyset.decode(cursor),
        limit,
      );
      const roundTotal = await rounds(actor.businessId);
      return idKeyset.page(
        rows,
        limit,
        (row) => toRecurring(row, roundTotal),
        (row) => ({ id: row.id }),
      );
    },

    async get(actor: Actor, id: string): Promise<RecurringInvoice> {
      return present(db, actor, id, await rounds(actor.businessId));
    },

    async create(actor: Actor, body: CreateBody): Promise<RecurringInvoice> {
      const settings = await deps.settings.invoicing(actor.businessId);
      const today = todayOf(actor);
      checkStartDate(body.start_date, today, null);
      checkEnd(body.start_date, body.end);
      const calendar = {
        startDate: body.start_date,
        interval: body.interval,
        every: body.every,
        ...endColumns(body.end),
      };
      const template = {
        pricesIncludeTax: body.prices_include_tax,
        lines: body.lines,
        discountType: body.discount?.type ?? null,
        discountValue: body.discount?.value ?? null,
        charge: body.charge,
        chargeLabel: body.charge_label,
        notes: body.notes,
        terms: body.terms,
      };
      templateMath(template, settings.currency, settings.round_invoice_totals);
      const state = stateFrom({ ...calendar, madeCount: 0, lastDate: null }, today, false);
      return db.transaction(async (tx) => {
        await requireInvoiceCustomer(tx, actor.businessId, body.contact_id);
        await requireLineProducts(tx, actor.businessId, body.lines);
        const row = await insertRecurring(tx, {
          ...template,
          ...calendar,
          ...state,
          businessId: actor.businessId,
          contactId: body.contact_id,
          currency: settings.currency,
          language: body.language,
          dueDays: body.due_days ?? null,
          autoSend: body.auto_send,
          createdBy: actor.userId,
        });
        const created = await present(tx, actor, row.id, settings.round_invoice_totals);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'recurring_invoice.create',
          entityType: 'recurring_invoice',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    },

    /**
     * Changes what was given. A new first date restarts the count from it; any change of the
     * calendar goes on from the first occurrence on or after today.
     */
    update(actor: Actor, id: string, body: UpdateBody): Promise<RecurringInvoice> {
      return changeLocked(actor, id, 'recurring_invoice.update', async (tx, row, roundTotal) => {
        if (row.version !== body.version) throw versionConflict();
        const today = todayOf(actor);
        if (body.start_date !== undefined && body.start_date !== row.startDate) {
          checkStartDate(body.start_date, today, row.lastDate);
        }
        const merged: RecurringRow = {
          ...row,
          ...templateColumns(body),
          startDate: body.start_date ?? row.startDate,
          interval: body.interval ?? row.interval,
          every: body.every ?? row.every,
          ...endColumns(body.end ?? endOf(row)),
        };
        checkEnd(merged.startDate, endOf(merged));
        templateMath(merged, row.currency, roundTotal);
        if (body.contact_id !== undefined && body.contact_id !== row.contactId) {
          await requireInvoiceCustomer(tx, actor.businessId, body.contact_id);
        }
        if (body.lines) {
          // The template's own products were checked when stored; one deleted since may stay.
          const stored = new Set(row.lines.flatMap((line) => line.product_id ?? []));
          await requireLineProducts(tx, actor.businessId, body.lines, stored);
        }
        const calendarChanged =
          body.start_date !== undefined ||
          body.interval !== undefined ||
          body.every !== undefined ||
          body.end !== undefined;
        const state = calendarChanged ? stateFrom(merged, today, row.status === 'paused') : {};
        const changed = await updateRecurringAt(tx, actor.businessId, id, body.version, {
          ...templateColumns(body),
          contactId: body.contact_id ?? row.contactId,
          startDate: merged.startDate,
          interval: merged.interval,
          every: merged.every,
          endType: merged.endType,
          endCount: merged.endCount,
          endDate: merged.endDate,
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(body.due_days !== undefined ? { dueDays: body.due_days } : {}),
          ...(body.auto_send !== undefined ? { autoSend: body.auto_send } : {}),
          ...state,
        });
        if (!changed) throw versionConflict();
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const roundTotal = await rounds(actor.businessId);
      await db.transaction(async (tx) => {
        const row = await lockRecurring(tx, actor.businessId, id);
        if (!row) throw notFound('Recurring invoice');
        const before = await present(tx, actor, id, roundTotal);
        await deleteRecurring(tx, actor.businessId, id);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'recurring_invoice.delete',
          entityType: 'recurring_invoice',
          entityId: id,
          before,
        });
      });
    },

    /** Stops making invoices until resumed; an ended schedule cannot be paused (422). */
    pause(actor: Actor, id: string): Promise<RecurringInvoice> {
      return changeLocked(actor, id, 'recurring_invoice.pause', async (tx, row) => {
        refuseEnded(row);
        if (row.status === 'paused') return;
        await changeRecurring(tx, actor.businessId, id, { status: 'paused', pauseReason: null });
      });
    },

    /**
     * Goes on from the first occurrence on or after today: the occurrences of the pause are not
     * billed. One whose end passed meanwhile ends; an ended one cannot be resumed (422).
     */
    resume(actor: Actor, id: string): Promise<RecurringInvoice> {
      return changeLocked(actor, id, 'recurring_invoice.resume', async (tx, row) => {
        refuseEnded(row);
        if (row.status === 'active') return;
        const state = stateFrom(row, todayOf(actor), false);
        await changeRecurring(tx, actor.businessId, id, { ...state, pauseReason: null });
      });
    },
  };
}

export type RecurringInvoiceService = ReturnType<typeof createRecurringInvoiceService>;
