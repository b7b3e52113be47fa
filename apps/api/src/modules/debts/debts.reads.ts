/** The debt list with its totals, one debt, and its timeline (reads only). */
import type { Debt, DebtHistoryItem, DebtTotals, debtListQuerySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { dateKeyset, type Page } from '../../db/keyset';
import type { Actor } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import type { ActivityService } from '../activity/activities.service';
import { historyItem, ladderItem, timeline } from './debt-history';
import { toDebt } from './debt-mappers';
import { findDebtView, ladderSteps, listDebtRows, readDebtTotals } from './debts.repository';

type ListQuery = z.output<typeof debtListQuerySchema>;

export type DebtPage = Page<Debt> & { totals: DebtTotals[] | null };

/** One debt in its API shape (404 for another business's); with `lock`, held until the commit. */
export async function requireDebt(
  executor: Executor,
  businessId: string,
  id: string,
  today: string,
  lock = false,
): Promise<Debt> {
  const row = await findDebtView(executor, businessId, id, lock);
  if (!row) throw notFound('Debt');
  return toDebt(row, today);
}

export type DebtDeps = { database: Database; clock: Clock; activities: ActivityService };

export function createDebtReads(deps: DebtDeps) {
  const { database, clock } = deps;
  const { db } = database;
  const todayOf = (actor: Pick<Actor, 'timezone'>) => businessToday(clock.now(), actor.timezone);

  return {
    async list(actor: Actor, query: ListQuery): Promise<DebtPage> {
      const { cursor, limit, ...filter } = query;
      const today = todayOf(actor);
      const key = dateKeyset.decode(cursor);
      const rows = await listDebtRows(database, actor.businessId, filter, today, key, limit);
      const page = dateKeyset.page(
        rows,
        limit,
        (row) => toDebt(row, today),
        (row) => ({ date: row.date, id: row.id }),
      );
      // The whole filter's totals once, with its first page.
      const totals = key ? null : await readDebtTotals(database, actor.businessId, filter, today);
      return { ...page, totals };
    },

    /** One debt or credit (404 for another business's). */
    async get(actor: Actor, id: string): Promise<Debt> {
      return requireDebt(db, actor.businessId, id, todayOf(actor));
    },

    /** The timeline, oldest first: created, edited, paid, reminded, told by the ladder, voided. */
    async history(actor: Actor, id: string): Promise<DebtHistoryItem[]> {
      if (!(await findDebtView(db, actor.businessId, id))) throw notFound('Debt');
      const log = await deps.activities.historyOf(actor, 'debt', id);
      const ladder = await ladderSteps(db, actor.businessId, id);
      return timeline(log.map(historyItem), ladder.map(ladderItem));
    },
  };
}
