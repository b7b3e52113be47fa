/** Tells the inbox's open tabs its unread count after a change (the bell and other tabs follow). */
import type { Db } from '../../db/client';
import type { LiveBus } from '../../live/live-bus';
import { countUnread, type Inbox } from './notifications.repository';

export async function publishUnread(db: Db, live: LiveBus, inbox: Inbox): Promise<number> {
  const unread = await countUnread(db, inbox);
  await live.publish({ ...inbox, event: 'unread', data: { unread_count: unread } });
  return unread;
}
