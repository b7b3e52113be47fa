import type { Notification } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, data, signUpOwner } from '../../test/ledger';
import { activityCount, inboxOf, seedInbox, titlesOf } from './notifications-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/v1/notifications';
type Counts = { count: number; unread_count: number };

describe('the inbox', () => {
  it('sends a test notification and lists it unread, in the reader language', async () => {
    const owner = await signUpOwner(t);
    const sent = await owner.request('POST', `${BASE}/test/`, { body: {} });
    expect(data(sent)).toEqual({ in_app: true, email: false });
    const inbox = await inboxOf(owner, '', 'id');
    expect(inbox.meta).toEqual({ next_cursor: null, has_more: false, unread_count: 1 });
    expect(inbox.data).toEqual([
      {
        id: expect.any(String),
        type: 'test',
        title: 'Notifikasi uji',
        body: expect.stringMatching(/^Halo Siti Rahayu, ini notifikasi uji dari Toko \d+\./),
        link: '/apps/notifications',
        read: false,
        archived: false,
        created_at: expect.stringMatching(/Z$/),
      },
    ]);
    const count = await owner.request('GET', `${BASE}/unread-count/`);
    expect(data(count)).toEqual({ unread_count: 1 });

    expect(await titlesOf(owner, '', 'en')).toEqual(['Test notification']);
  });

  it('filters by state and type, newest first', async () => {
    const owner = await signUpOwner(t);
    await seedInbox(t, owner, [
      { title: 'Dibaca', read: true },
      { title: 'Diarsipkan', archived: true, read: true },
      { title: 'Faktur', type: 'invoice_paid' },
      { title: 'Baru' },
    ]);
    expect(await titlesOf(owner)).toEqual(['Baru', 'Faktur', 'Dibaca']);
    expect(await titlesOf(owner, '?status=unread')).toEqual(['Baru', 'Faktur']);
    expect(await titlesOf(owner, '?status=read')).toEqual(['Dibaca']);
    expect(await titlesOf(owner, '?status=archived')).toEqual(['Diarsipkan']);
    expect(await titlesOf(owner, '?type=invoice_paid')).toEqual(['Faktur']);
    expect(await titlesOf(owner, '?status=read&type=invoice_paid')).toEqual([]);
    expect((await inboxOf(owner)).meta.unread_count).toBe(2);
    const bad = await owner.request('GET', `${BASE}/?status=old&type=nope&limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'limit',
      'status',
      'type',
    ]);
  });

  it('pages through 130 notifications by cursor, each exactly once, even on equal times', async () => {
    const owner = await signUpOwner(t);
    const [user] = await t.database.query<{ id: string }>(
      'select user_id as id from memberships where business_id = $1',
      [owner.businessId],
    );
    await t.database.query(
      `insert into notifications (id, business_id, user_id, type, title, created_at)
       select gen_random_uuid(), $1, $2, 'test', 'N' || i,
              timestamptz '2026-11-01 08:00:00.123456+00' + (i % 5) * interval '1 microsecond'
       from generate_series(1, 130) as i`,
      [owner.businessId, user?.id],
    );
    const expected = await t.database.query<{ id: string }>(
      'select id from notifications where business_id = $1 order by created_at desc, id desc',
      [owner.businessId],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await inboxOf(owner, `?limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((item) => item.id));
      cursor = page.meta.next_cursor;
      expect(page.meta.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(expected.map((row) => row.id));
    const bad = Buffer.from('kemarin|x').toString('base64url');
    const response = await owner.request('GET', `${BASE}/?cursor=${bad}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { cursor: expect.any(Array) } });
  });

  it('marks one read and unread, archives and deletes it', async () => {
    const owner = await signUpOwner(t);
    const [id] = await seedInbox(t, owner, [{ title: 'Satu' }]);
    const read = data<Notification>(await owner.request('POST', `${BASE}/${id}/read/`));
    expect(read).toMatchObject({ id, read: true, archived: false });
    const again = data<Notification>(await owner.request('POST', `${BASE}/${id}/read/`));
    expect(again.read).toBe(true);
    expect((await inboxOf(owner)).meta.unread_count).toBe(0);
    const unread = data<Notification>(await owner.request('POST', `${BASE}/${id}/unread/`));
    expect(unread.read).toBe(false);
    const archived = data<Notification>(await owner.request('POST', `${BASE}/${id}/archive/`));
    expect(archived).toMatchObject({ read: false, archived: true });
    expect(await titlesOf(owner)).toEqual([]);
    expect(await titlesOf(owner, '?status=archived')).toEqual(['Satu']);
    const deleted = await owner.request('DELETE', `${BASE}/${id}/`);
    expect(deleted.json()).toEqual({ success: true, message: 'Notification deleted' });
    expect(await titlesOf(owner, '?status=archived')).toEqual([]);
    expect((await owner.request('DELETE', `${BASE}/${id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's or another business's notification and changes nothing", async () => {
    const owner = await signUpOwner(t);
    const colleague = await addMember(t, owner, 'manager');
    const stranger = await signUpOwner(t);
    const [id] = await seedInbox(t, owner, [{ title: 'Milik pemilik' }]);
    for (const other of [colleague, stranger]) {
      for (const [method, path] of [
        ['POST', 'read/'],
        ['POST', 'unread/'],
        ['POST', 'archive/'],
        ['DELETE', ''],
      ] as const) {
        const response = await other.request(method, `${BASE}/${id}/${path}`);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await inboxOf(other)).data).toEqual([]);
    }
    const [mine] = (await inboxOf(owner)).data;
    expect(mine).toMatchObject({ id, read: false, archived: false });
    expect((await owner.request('POST', `${BASE}/not-an-id/read/`)).statusCode).toBe(400);
  });

  it('marks everything read at once', async () => {
    const owner = await signUpOwner(t);
    await seedInbox(t, owner, [{}, {}, { read: true }]);
    // As the web sends it: no body at all.
    const done = await owner.request('POST', `${BASE}/read-all/`);
    expect(data<Counts>(done)).toEqual({ count: 2, unread_count: 0 });
    const twice = await owner.request('POST', `${BASE}/read-all/`, { body: {} });
    expect(data<Counts>(twice)).toEqual({ count: 0, unread_count: 0 });
  });

  it('applies bulk actions to the chosen ones and skips ids outside the inbox', async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const ids = await seedInbox(t, owner, [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const [foreign] = await seedInbox(t, stranger, [{ title: 'Asing' }]);
    const bulk = async (action: string, chosen: Array<string | undefined>) =>
      data<Counts>(await owner.request('POST', `${BASE}/bulk/`, { body: { action, ids: chosen } }));
    expect(await bulk('read', [ids[0], ids[1], foreign])).toEqual({ count: 2, unread_count: 1 });
    expect(await bulk('unread', [ids[0], foreign])).toEqual({ count: 1, unread_count: 2 });
    expect(await bulk('archive', [ids[0], ids[2], foreign])).toEqual({
      count: 2,
      unread_count: 0,
    });
    expect(await titlesOf(owner)).toEqual(['B']);
    expect(await bulk('unarchive', [ids[2], ids[2]])).toEqual({ count: 1, unread_count: 1 });
    expect(await bulk('delete', [ids[1], foreign])).toEqual({ count: 1, unread_count: 1 });
    expect(await titlesOf(owner)).toEqual(['C']);
    expect(await titlesOf(stranger)).toEqual(['Asing']);
    expect((await inboxOf(stranger)).data[0]?.read).toBe(false);

    const bad = await owner.request('POST', `${BASE}/bulk/`, {
      body: { action: 'explode', ids: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['action', 'ids.0']);
    const empty = await owner.request('POST', `${BASE}/bulk/`, {
      body: { action: 'read', ids: [] },
    });
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { ids: expect.any(Array) },
    });
  });

  it('cleans up read, archived or all notifications, optionally only old ones', async () => {
    const owner = await signUpOwner(t);
    await seedInbox(t, owner, [
      { title: 'Lama dibaca', read: true, daysAgo: 40 },
      { title: 'Lama belum', daysAgo: 40 },
      { title: 'Baru dibaca', read: true },
      { title: 'Arsip lama', archived: true, daysAgo: 60 },
      { title: 'Baru' },
    ]);
    const cleanup = async (body: object) =>
      data<Counts>(await owner.request('POST', `${BASE}/cleanup/`, { body }));
    expect(await cleanup({ action: 'delete', scope: 'read', older_than_days: 30 })).toEqual({
      count: 1,
      unread_count: 2,
    });
    expect(await cleanup({ action: 'archive' })).toEqual({ count: 1, unread_count: 2 });
    expect(await titlesOf(owner, '?status=archived')).toEqual(['Baru dibaca', 'Arsip lama']);
    expect(await cleanup({ action: 'delete', scope: 'archived' })).toEqual({
      count: 2,
      unread_count: 2,
    });
    expect(await cleanup({ action: 'archive', scope: 'all', older_than_days: 30 })).toEqual({
      count: 1,
      unread_count: 1,
    });
    expect(await titlesOf(owner)).toEqual(['Baru']);
    expect(await cleanup({ action: 'delete', scope: 'all' })).toEqual({
      count: 2,
      unread_count: 0,
    });

    const bad = await owner.request('POST', `${BASE}/cleanup/`, {
      body: { action: 'burn', scope: 'some', older_than_days: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'action',
      'older_than_days',
      'scope',
    ]);
  });

  it('keeps inbox housekeeping out of the activity log', async () => {
    const owner = await signUpOwner(t);
    const [id] = await seedInbox(t, owner, [{}, {}]);
    const before = await activityCount(t, owner.businessId);
    await owner.request('POST', `${BASE}/${id}/read/`);
    await owner.request('POST', `${BASE}/read-all/`, { body: {} });
    await owner.request('POST', `${BASE}/bulk/`, { body: { action: 'archive', ids: [id] } });
    await owner.request('POST', `${BASE}/cleanup/`, { body: { action: 'delete', scope: 'all' } });
    expect(await activityCount(t, owner.businessId)).toBe(before);
  });

  it('lets every role keep its own inbox', async () => {
    const owner = await signUpOwner(t);
    const viewer = await addMember(t, owner, 'viewer');
    await viewer.request('POST', `${BASE}/test/`, { body: {} });
    expect(await titlesOf(viewer, '', 'id')).toEqual(['Notifikasi uji']);
    expect(await titlesOf(owner)).toEqual([]);
  });
});
