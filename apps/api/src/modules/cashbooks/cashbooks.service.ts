/** Cash books: create, rename, archive; delete only while empty (DESIGN.md §6 "Cash book"). */
import {
  AppError,
  type Cashbook,
  type createCashbookBodySchema,
  type updateCashbookBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-unless-referenced';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { totalsByCurrency } from '../../lib/currency-totals';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import { holdPlanLimit, holdSubscriptions } from '../billing/billing.guards';
import { lockCashbooks } from './cashbooks.guards';
import {
  countOpenCashbooks,
  deleteCashbook,
  findCashbook,
  insertCashbook,
  listCashbooks,
  toCashbook,
  updateCashbookAt,
} from './cashbooks.repository';

type CreateBody = z.output<typeof createCashbookBodySchema>;
type UpdateBody = z.output<typeof updateCashbookBodySchema>;

export { countOpenCashbooks };

/** Refuses one more open cash book beyond the plan (a new one, one taken out of the archive). */
function holdBookLimit(tx: Executor, businessId: string, now: Date) {
  return holdPlanLimit(tx, businessId, 'cashbooks', now, () => countOpenCashbooks(tx, businessId));
}

export function createCashbookService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const { db } = database;

  return {
    async list(actor: Pick<Actor, 'businessId'>, includeArchived: boolean) {
      const books = (await listCashbooks(db, actor.businessId, includeArchived)).map(toCashbook);
      return { books, totals: totalsByCurrency(books.filter((book) => !book.archived)) };
    },

    async get(actor: Actor, id: string): Promise<Cashbook> {
      const row = await findCashbook(db, actor.businessId, id);
      if (!row) throw notFound('Cash book');
      return toCashbook(row);
    },

    async create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<Cashbook>> {
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'cashbooks.create', body, status: 201 },
        async (tx) => {
          await holdBookLimit(tx, actor.businessId, clock.now());
          const row = await insertCashbook(tx, {
            businessId: actor.businessId,
            name: body.name,
            kind: body.kind,
            currency: body.currency ?? actor.currency,
            openingBalance: body.opening_balance,
            createdBy: actor.userId,
          });
          const book = toCashbook(row);
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'cashbook.create',
            entityType: 'cashbook',
            entityId: row.id,
            after: book,
          });
          return book;
        },
      );
    },

    async update(actor: Actor, id: string, body: UpdateBody): Promise<Cashbook> {
      return db.transaction(async (tx) => {
        // Out of the archive checks the plan: its subscription is held before the book.
        if (body.archived === false) await holdSubscriptions(tx, [actor.businessId]);
        await lockCashbooks(tx, actor.businessId, [id]);
        const before = await findCashbook(tx, actor.businessId, id);
        if (!before) throw notFound('Cash book');
        const { version, archived, opening_balance, ...fields } = body;
        if (archived === false && before.archivedAt !== null) {
          await holdBookLimit(tx, actor.businessId, clock.now());
        }
        const row = await updateCashbookAt(tx, actor.businessId, id, version, {
          ...fields,
          ...(opening_balance === undefined ? {} : { openingBalance: opening_balance }),
          ...(archived === undefined
            ? {}
            : { archivedAt: archived ? (before.archivedAt ?? new Date()) : null }),
        });
        if (!row) throw versionConflict();
        const book = toCashbook(row);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'cashbook.update',
          entityType: 'cashbook',
          entityId: id,
          before: toCashbook(before),
          after: book,
        });
        return book;
      });
    },

    /** Only an empty book can go; one with entries is archived instead (422 says so). */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCashbooks(tx, actor.businessId, [id]);
        const before = await findCashbook(tx, actor.businessId, id);
        if (!before) throw notFound('Cash book');
        // Its entries (and the transfers and payments they book) refer to it by foreign key;
        // its undone imports and day totals go with it.
        const deleted = await deleteUnlessReferenced(tx, (savepoint) =>
          deleteCashbook(savepoint, actor.businessId, id),
        );
        if (!deleted) {
          throw new AppError(
            'CASHBOOK_HAS_ENTRIES',
            'This cash book has entries and cannot be deleted. Archive it instead.',
          );
        }
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'cashbook.delete',
          entityType: 'cashbook',
          entityId: id,
          before: toCashbook(before),
        });
      });
    },
  };
}

export type CashbookService = ReturnType<typeof createCashbookService>;
