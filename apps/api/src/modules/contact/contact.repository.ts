/** The one writer of the messages sent through the public contact form. */
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

type NewMessage = typeof contactMessages.$inferInsert;

const fromSince = (ip: string, since: Date) =>
  and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since));

/** How many messages came from the address since `since`, and when the oldest of them came. */
export async function recentMessages(executor: Executor, ip: string, since: Date) {
  const [row] = await executor
    .select({ total: count() })
    .from(contactMessages)
    .where(fromSince(ip, since));
  const total = row?.total ?? 0;
  if (total === 0) return { total, oldest: undefined };
  const [oldest] = await executor
    .select({ createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(fromSince(ip, since))
    .orderBy(asc(contactMessages.createdAt))
    .limit(1);
  return { total, oldest: oldest?.createdAt };
}

export async function insertMessage(executor: Executor, values: NewMessage): Promise<void> {
  await executor.insert(contactMessages).values(values);
}
