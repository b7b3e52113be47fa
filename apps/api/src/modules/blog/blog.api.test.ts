/**
 * The blog as readers get it (issue 18): published posts only, newest first by tag and
 * language a page at a time, related posts, the tags, an old address's 301, a scheduled post
 * appearing at its minute and marked published by the scheduler.
 */
import type { BlogPost, BlogPostSummary, BlogTag, EditorBlogPost } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { runJob } from '../../test/jobs';
import { data, type Owner } from '../../test/ledger';
import { PUBLISH_SCHEDULED_JOB } from './blog.module';
import { draft, EDITOR_POSTS, published, signUpEditor } from './blog-test-helpers';

let t: TestApp;
let editor: Owner;
let reader: TestClient;
/** The app's clock: the tests move it to see a scheduled post come out. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  ({ editor } = await signUpEditor(t));
  reader = new TestClient(t.app);
});
afterAll(() => t.close());

const POSTS = '/api/v1/blog/posts/';
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

describe('the public list', () => {
  it('shows published posts only, newest first, by tag and language, a page at a time', async () => {
    const tag = `tag${Date.now()}`;
    const hidden = await draft(editor, { tags: [tag] });
    const older = await published(editor, { tags: [tag] });
    const english = await published(editor, { tags: [tag], language: 'en' });
    const newest = await published(editor, { tags: [tag] });
    const page1 = await reader.request('GET', `${POSTS}?tag=${tag}&limit=2`);
    const first = page1.json<{ data: BlogPostSummary[]; meta: { next_cursor: string } }>();
    expect(ids(first.data)).toEqual([newest.id, english.id]);
    const page2 = await reader.request(
      'GET',
      `${POSTS}?tag=${tag}&limit=2&cursor=${first.meta.next_cursor}`,
    );
    expect(ids(page2.json().data)).toEqual([older.id]);
    expect(page2.json().meta.has_more).toBe(false);
    const indonesian = data<BlogPostSummary[]>(
      await reader.request('GET', `${POSTS}?tag=${tag}&lang=id`),
    );
    expect(ids(indonesian)).toEqual([newest.id, older.id]);
    expect(ids(indonesian)).not.toContain(hidden.id);
    const [card] = indonesian;
    expect(card).toMatchObject({
      slug: newest.slug,
      title: newest.title,
      reading_minutes: 1,
      cover: null,
    });
    expect(card).not.toHaveProperty('body');
    expect((await reader.request('GET', `${POSTS}?cursor=rusak`)).statusCode).toBe(400);
  });

  it('counts the tags of published posts', async () => {
    const tag = `hitung${Date.now()}`;
    await published(editor, { tags: [tag] });
    await published(editor, { tags: [tag] });
    await draft(editor, { tags: [tag] });
    const tags = data<BlogTag[]>(await reader.request('GET', '/api/v1/blog/tags/'));
    expect(tags.find((row) => row.tag === tag)).toEqual({ tag, posts: 2 });
  });
});

describe('one post', () => {
  it('gives the body and up to three related posts in its language, most shared tags first', async () => {
    const tag = `rel${Date.now()}`;
    const post = await published(editor, { tags: [tag, 'kas'] });
    const close = await published(editor, { tags: [tag, 'kas'] });
    const near = await published(editor, { tags: [tag] });
    await published(editor, { tags: [tag, 'kas'], language: 'en' });
    const found = data<BlogPost>(await reader.request('GET', `${POSTS}${post.slug}/`));
    expect(found.body).toContain('**setiap**');
    expect(found.related).toHaveLength(3);
    expect(ids(found.related.slice(0, 2))).toEqual([close.id, near.id]);
    expect(found.related.every((row) => row.language === 'id' && row.id !== post.id)).toBe(true);
  });

  it('answers a draft’s and an unknown address with 404', async () => {
    const hidden = await draft(editor);
    expect((await reader.request('GET', `${POSTS}${hidden.slug}/`)).statusCode).toBe(404);
    const unknown = await reader.request('GET', `${POSTS}tidak-ada-${Date.now()}/`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 301 from an address the post had while public, and from no draft’s', async () => {
    const post = await published(editor);
    const moved = data<EditorBlogPost>(
      await editor.request('PUT', `${EDITOR_POSTS}${post.id}/`, {
        body: { version: post.version, slug: `${post.slug}-baru` },
      }),
    );
    const old = await reader.request('GET', `${POSTS}${post.slug}/`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${POSTS}${post.slug}-baru/`);
    // Back to the first address: that one is the post's again, the second now redirects.
    data(
      await editor.request('PUT', `${EDITOR_POSTS}${post.id}/`, {
        body: { version: moved.version, slug: post.slug },
      }),
    );
    expect((await reader.request('GET', `${POSTS}${post.slug}/`)).statusCode).toBe(200);
    expect((await reader.request('GET', `${POSTS}${post.slug}-baru/`)).headers.location).toBe(
      `${POSTS}${post.slug}/`,
    );
    // Another post may take an old address: it is then that post's.
    const taker = await published(editor, { slug: `${post.slug}-baru` });
    expect(data<BlogPost>(await reader.request('GET', `${POSTS}${post.slug}-baru/`)).id).toBe(
      taker.id,
    );
    // A draft's address moves without leaving anything behind.
    const hidden = await draft(editor);
    data(
      await editor.request('PUT', `${EDITOR_POSTS}${hidden.id}/`, {
        body: { version: hidden.version, slug: `${hidden.slug}-x` },
      }),
    );
    expect((await reader.request('GET', `${POSTS}${hidden.slug}/`)).statusCode).toBe(404);
  });
});

describe('a scheduled post', () => {
  it('appears at its minute and the scheduler marks it published, once', async () => {
    const tag = `jadwal${Date.now()}`;
    const post = await draft(editor, { tags: [tag] });
    const at = new Date(now.getTime() + 3_600_000);
    data(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/schedule/`, {
        body: { version: post.version, publish_at: at.toISOString() },
      }),
    );
    const before = data<BlogPostSummary[]>(await reader.request('GET', `${POSTS}?tag=${tag}`));
    expect(before).toEqual([]);
    expect((await reader.request('GET', `${POSTS}${post.slug}/`)).statusCode).toBe(404);
    expect(await runJob(t, PUBLISH_SCHEDULED_JOB, now)).toEqual({ published: 0 });
    now = new Date(at.getTime() + 1000);
    expect(
      ids(data<BlogPostSummary[]>(await reader.request('GET', `${POSTS}?tag=${tag}`))),
    ).toEqual([post.id]);
    const shown = data<BlogPost>(await reader.request('GET', `${POSTS}${post.slug}/`));
    expect(shown.published_at).toBe(at.toISOString());
    expect(await runJob(t, PUBLISH_SCHEDULED_JOB, now)).toEqual({ published: 1 });
    expect(await runJob(t, PUBLISH_SCHEDULED_JOB, now)).toEqual({ published: 0 });
    const marked = data<EditorBlogPost>(await editor.request('GET', `${EDITOR_POSTS}${post.id}/`));
    expect(marked.status).toBe('published');
  });
});
