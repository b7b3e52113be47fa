/**
 * The editors' API (issue 18): who may write, drafts and their addresses, publishing now, later
 * and back to drafts, and the checks on what is sent.
 */
import type { BlogPost, EditorBlogPost } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { signUpStaff } from '../../test/staff';
import { draft, EDITOR_POSTS, published, signUpEditor } from './blog-test-helpers';

let t: TestApp;
let superadmin: Owner;
let editor: Owner;
beforeAll(async () => {
  t = await createTestApp();
  ({ superadmin, editor } = await signUpEditor(t));
});
afterAll(() => t.close());

const put = (client: Owner, post: EditorBlogPost, body: Record<string, unknown>) =>
  client.request('PUT', `${EDITOR_POSTS}${post.id}/`, { body: { version: post.version, ...body } });

describe('who may write', () => {
  it('lets editors and superadmins write, refuses other staff and members with 403', async () => {
    expect(
      data<EditorBlogPost>(
        await editor.request('POST', EDITOR_POSTS, {
          body: { title: 'Oleh editor' },
        }),
        201,
      ).status,
    ).toBe('draft');
    expect(
      (await superadmin.request('POST', EDITOR_POSTS, { body: { title: 'Oleh superadmin' } }))
        .statusCode,
    ).toBe(201);
    const staff = await signUpStaff(t, superadmin, 'staff');
    const owner = await signUpOwner(t);
    for (const caller of [staff, owner]) {
      const refused = await caller.request('GET', EDITOR_POSTS);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect(
        (await caller.request('POST', EDITOR_POSTS, { body: { title: 'x' } })).statusCode,
      ).toBe(403);
    }
    expect((await new TestClient(t.app).request('GET', EDITOR_POSTS)).statusCode).toBe(401);
  });

  it('answers the refusal in the caller’s language', async () => {
    const owner = await signUpOwner(t, 'id');
    const refused = await owner.request('GET', EDITOR_POSTS, {
      headers: { 'accept-language': 'id' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).not.toMatch(/editors/);
  });
});

describe('drafts and their addresses', () => {
  it('makes the slug from the title, without accents, and a free one when taken', async () => {
    const first = await draft(editor, { title: 'Ćara Mencatat Kas — Harian! 2026' });
    expect(first.slug).toBe('cara-mencatat-kas-harian-2026');
    const second = await draft(editor, { title: 'Cara mencatat kas harian 2026' });
    expect(second.slug).toBe('cara-mencatat-kas-harian-2026-2');
    expect(first).toMatchObject({ status: 'draft', publish_at: null, language: 'id', version: 1 });
    expect(first.author_name).toBeTruthy();
    const seo = await draft(editor, {
      seo_title: 'Judul SEO',
      seo_description: 'Deskripsi',
      cover_alt: 'Foto',
    });
    expect(seo).toMatchObject({ seo_title: 'Judul SEO', seo_description: 'Deskripsi' });
    const cleared = data<EditorBlogPost>(
      await put(editor, seo, { seo_title: '', seo_description: null }),
    );
    expect(cleared).toMatchObject({ seo_title: null, seo_description: null });
  });

  it('refuses a slug in use or malformed, and a title missing, saying which field', async () => {
    const taken = await draft(editor);
    const again = await editor.request('POST', EDITOR_POSTS, {
      body: { title: 'x', slug: taken.slug },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().field_codes).toEqual({ slug: ['slug_taken'] });
    const bad = await editor.request('POST', EDITOR_POSTS, {
      body: { title: 'x', slug: 'Bukan Slug!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes.slug).toEqual(['invalid_slug']);
    const untitled = await editor.request('POST', EDITOR_POSTS, { body: { title: '  ' } });
    expect(untitled.statusCode).toBe(400);
    const other = await draft(editor);
    const clash = await put(editor, other, { slug: taken.slug });
    expect(clash.statusCode).toBe(409);
    expect(
      data<EditorBlogPost>(await editor.request('GET', `${EDITOR_POSTS}${other.id}/`)).version,
    ).toBe(other.version);
  });

  it('keeps the reading time with the body and refuses a stale version', async () => {
    const post = await draft(editor, { body: 'kata '.repeat(450) });
    const changed = data<EditorBlogPost>(
      await put(editor, post, { body: 'pendek', tags: ['Kas', 'kas', 'UMKM'] }),
    );
    expect(changed.tags).toEqual(['kas', 'umkm']);
    const stale = await put(editor, post, { title: 'Lama' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const preview = data<BlogPost>(
      await editor.request('GET', `${EDITOR_POSTS}${post.id}/preview/`),
    );
    expect(preview).toMatchObject({ body: 'pendek', reading_minutes: 1, title: changed.title });
  });

  it('lists by status and by words of the title, a page at a time', async () => {
    const word = `saring${Date.now()}`;
    const posts = [];
    for (let n = 0; n < 3; n++) posts.push(await draft(editor, { title: `${word} ${n}` }));
    const live = await published(editor, { title: `${word} terbit` });
    const page1 = await editor.request('GET', `${EDITOR_POSTS}?q=${word}&limit=2`);
    const first = page1.json();
    expect(first.data.map((row: { id: string }) => row.id)).toEqual([live.id, posts[2]?.id]);
    expect(first.data[0].body).toBeUndefined();
    const page2 = await editor.request(
      'GET',
      `${EDITOR_POSTS}?q=${word}&limit=2&cursor=${first.meta.next_cursor}`,
    );
    expect(page2.json().data.map((row: { id: string }) => row.id)).toEqual([
      posts[1]?.id,
      posts[0]?.id,
    ]);
    const drafts = await editor.request('GET', `${EDITOR_POSTS}?q=${word}&status=draft`);
    expect(drafts.json().data).toHaveLength(3);
    expect((await editor.request('GET', `${EDITOR_POSTS}?status=secret`)).statusCode).toBe(400);
  });
});

describe('publishing', () => {
  it('publishes now, takes back to drafts, and publishes again on the first date', async () => {
    const post = await draft(editor);
    const live = data<EditorBlogPost>(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/publish/`, {
        body: { version: post.version },
      }),
    );
    expect(live.status).toBe('published');
    expect(live.publish_at).not.toBeNull();
    const back = data<EditorBlogPost>(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/unpublish/`, {
        body: { version: live.version },
      }),
    );
    expect(back).toMatchObject({ status: 'draft', publish_at: live.publish_at });
    expect((await editor.request('GET', `/api/v1/blog/posts/${post.slug}/`)).statusCode).toBe(404);
    const again = data<EditorBlogPost>(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/publish/`, {
        body: { version: back.version },
      }),
    );
    expect(again.publish_at).toBe(live.publish_at);
  });

  it('schedules only ahead, and a scheduled post goes back to a draft without a date', async () => {
    const post = await draft(editor);
    const past = await editor.request('POST', `${EDITOR_POSTS}${post.id}/schedule/`, {
      body: { version: post.version, publish_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().field_codes).toEqual({ publish_at: ['publish_at_not_future'] });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = data<EditorBlogPost>(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/schedule/`, {
        body: { version: post.version, publish_at: at },
      }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: at });
    const back = data<EditorBlogPost>(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/unpublish/`, {
        body: { version: scheduled.version },
      }),
    );
    expect(back).toMatchObject({ status: 'draft', publish_at: null });
  });

  it('deletes a post, after which it is nowhere', async () => {
    const post = await published(editor);
    const removed = await editor.request('DELETE', `${EDITOR_POSTS}${post.id}/`);
    expect(removed.statusCode).toBe(200);
    expect((await editor.request('GET', `${EDITOR_POSTS}${post.id}/`)).statusCode).toBe(404);
    expect((await editor.request('GET', `/api/v1/blog/posts/${post.slug}/`)).statusCode).toBe(404);
    expect((await editor.request('DELETE', `${EDITOR_POSTS}${post.id}/`)).statusCode).toBe(404);
  });
});
