/** The one writer of invitation_sends: a row per invitation mailed, which the send limits count. */
import { and, desc, eq, gt } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batch-delete';
import type { Database, Executor } from '../../db/client';
import { invitationSends } from '../../db/schema/index';
import type { SendScope } from './invitation-limits';

export async function recordInvitationSend(
  executor: Executor,
  values: { businessId: string; userId: string; createdAt: Date },
): Promise<void> {
  await executor.insert(invitationSends).values(values);
}

/**
 * When the `nth` newest send of this business or user after `since` was made, or undefined when
 * there were fewer: while it is inside the window, the window holds `nth` sends or more.
 */
export async function nthNewestSendSince(
  executor: Executor,
  scope: SendScope,
  id: string,
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const column = scope === 'business' ? invitationSends.businessId : invitationSends.userId;
  const [row] = await executor
    .select({ at: invitationSends.createdAt })
    .from(invitationSends)
    .where(and(eq(column, id), gt(invitationSends.createdAt, since)))
    .orderBy(desc(invitationSends.createdAt))
    .limit(1)
    .offset(nth - 1);
  return row?.at;
}

/** Sends made before `before`: no limit window reaches them any more. */
export function purgeInvitationSendRows(
  database: Pick<Database, 'query'>,
  before: string,
  signal?: AbortSignal,
): Promise<number> {
  return deleteInBatches(database, 'invitation_sends', 'created_at < $1', [before], signal);
}
