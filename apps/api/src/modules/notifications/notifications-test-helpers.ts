/** Factories for the notifications tests: inbox rows written straight in, and API shortcuts. */
import type { Notification } from '@usaha/shared';
import type { TestApp, TestClient } from '../../test/harness';
import type { Owner } from '../../test/ledger';

export type Inbox = {
  data: Notification[];
  meta: { next_cursor: string | null; has_more: boolean; unread_count: number };
};

export async function userIdOf(client: TestClient): Promise<string> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  return response.json<{ user: { id: string } }>().user.id;
}

export type Seed = {
  type?: string;
  title?: string;
  read?: boolean;
  archived?: boolean;
  /** How long ago it was created. */
  daysAgo?: number;
};

/** Writes notifications into `client`'s inbox in its business; answers their ids in order. */
export async function seedInbox(t: TestApp, client: Owner, seeds: Seed[]): Promise<string[]> {
  const userId = await userIdOf(client);
  const ids: string[] = [];
  for (const [index, seed] of seeds.entries()) {
    const [row] = await t.database.query<{ id: string }>(
      `insert into notifications (id, business_id, user_id, type, title, body, read_at, archived_at, created_at)
       values (gen_random_uuid(), $1, $2, $3, $4, '', case when $5 then now() end,
               case when $6 then now() end,
               now() - make_interval(days => $7::int) - make_interval(secs => $8::int))
       returning id`,
      [
        client.businessId,
        userId,
        seed.type ?? 'test',
        seed.title ?? `Notifikasi ${index + 1}`,
        seed.read ?? false,
        seed.archived ?? false,
        seed.daysAgo ?? 0,
        // Later seeds are newer.
        seeds.length - index,
      ],
    );
    if (!row) throw new Error('seed insert returned nothing');
    ids.push(row.id);
  }
  return ids;
}

/** The inbox as read in `language` (sent as Accept-Language; the API's default is English). */
export async function inboxOf(
  client: TestClient,
  query = '',
  language?: 'id' | 'en',
): Promise<Inbox> {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {};
  const response = await client.request('GET', `/api/v1/notifications/${query}`, { headers });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json<Inbox>();
}

export async function titlesOf(
  client: TestClient,
  query = '',
  language?: 'id' | 'en',
): Promise<string[]> {
  return (await inboxOf(client, query, language)).data.map((item) => item.title);
}

export async function activityCount(t: TestApp, businessId: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from activities where business_id = $1',
    [businessId],
  );
  return row?.n ?? 0;
}
