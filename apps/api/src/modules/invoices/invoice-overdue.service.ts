/**
 * Tells each business's members, once per invoice ever, that an invoice became overdue: the day
 * after its due date in the business's time zone, while it is sent and still owed. An invoice is
 * claimed (marked told) before anyone is told, so runs that overlap or repeat never tell twice;
 * a crash between the claim and the telling loses that notice rather than repeating it.
 */
import type { Database } from '../../db/client';
import type { MembersNotifier } from '../notifications/notifier.types';
import { tellOverdue } from './invoice-notices';
import { claimOverdue } from './invoices.repository';

const BATCH = 100;

export function createOverdueNoticeService(deps: {
  database: Database;
  notifier: MembersNotifier;
}) {
  return {
    /** Tells of every invoice overdue by `now`, a batch at a time; answers how many. */
    async tellDue(now: Date, signal: AbortSignal): Promise<number> {
      let told = 0;
      while (!signal.aborted) {
        const batch = await claimOverdue(deps.database, now, BATCH);
        // A claimed batch is told in full: a shutdown waits for it.
        for (const invoice of batch) await tellOverdue(deps.notifier, invoice);
        told += batch.length;
        if (batch.length < BATCH) break;
      }
      return told;
    },
  };
}

export type OverdueNoticeService = ReturnType<typeof createOverdueNoticeService>;
