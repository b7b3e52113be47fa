/**
 * A post's cover (issue 18): an image by its bytes, kept only as its sizes in WebP and JPEG,
 * upright and without its metadata; anything else, or a pixel bomb, is refused and changes
 * nothing; a replaced cover's files are gone.
 */
import type { BlogCover, EditorBlogPost } from '@usaha/shared';
import { blogCoverUrl } from '@usaha/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, webpDeclaring } from '../../test/files';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { draft, EDITOR_POSTS, signUpEditor } from './blog-test-helpers';

let t: TestApp;
let editor: Owner;
let reader: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ editor } = await signUpEditor(t));
  reader = new TestClient(t.app);
});
afterAll(() => t.close());

/** A real photo-like JPEG, `width` × `height`, with an EXIF orientation and a GPS-bearing block. */
function photo(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Kamera Toko', Software: 'rahasia-lokasi' } })
    .withMetadata({ orientation })
    .toBuffer();
}

const upload = (post: EditorBlogPost, body: Buffer, type = 'image/jpeg') =>
  editor.request('POST', `${EDITOR_POSTS}${post.id}/cover/`, {
    body,
    headers: { 'content-type': type },
  });

describe('a cover', () => {
  it('is served at each width it reaches, as WebP and JPEG, upright, without its metadata', async () => {
    const post = await draft(editor, { cover_alt: 'Kasir menghitung uang' });
    // Stored sideways (orientation 6): upright it is 1,200 wide and 2,000 high.
    const stored = data<EditorBlogPost>(await upload(post, await photo(2000, 1200, 6)));
    const cover = stored.cover as BlogCover;
    expect(cover).toMatchObject({
      width: 1200,
      height: 2000,
      widths: [480, 960],
      alt: 'Kasir menghitung uang',
    });
    // The editor's open form keeps its version: the cover is saved apart.
    expect(stored.version).toBe(post.version);
    for (const width of cover.widths) {
      for (const format of ['webp', 'jpg'] as const) {
        const response = await reader.request('GET', blogCoverUrl(cover, width, format));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(
          format === 'webp' ? 'image/webp' : 'image/jpeg',
        );
        expect(response.headers['cache-control']).toContain('immutable');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'jpeg');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 2000) / 1200));
        expect(meta.exif).toBeUndefined();
        expect(response.rawPayload.includes('rahasia-lokasi')).toBe(false);
      }
    }
    expect((await reader.request('GET', blogCoverUrl(cover, 1440, 'webp'))).statusCode).toBe(404);
  });

  it('keeps a small image at its own width', async () => {
    const post = await draft(editor);
    const cover = data<EditorBlogPost>(await upload(post, await photo(300, 200))).cover;
    expect(cover?.widths).toEqual([300]);
  });

  it('refuses what is not an image by its bytes, and a pixel bomb, changing nothing', async () => {
    const post = await draft(editor);
    const first = data<EditorBlogPost>(await upload(post, await photo(600, 400)))
      .cover as BlogCover;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [body, type] of [
      [html, 'image/jpeg'],
      [tinyPdf(), 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png'],
    ] as const) {
      const refused = await upload(post, body, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const bomb = await upload(post, webpDeclaring(16_000, 16_000), 'image/webp');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().code).toBe('IMAGE_TOO_LARGE');
    const broken = await upload(post, (await photo(600, 400)).subarray(0, 300));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe('IMAGE_UNREADABLE');
    const kept = data<EditorBlogPost>(await editor.request('GET', `${EDITOR_POSTS}${post.id}/`));
    expect(kept.cover).toEqual(first);
  });

  it('removes the files of a cover it replaces, and of one taken off', async () => {
    const post = await draft(editor);
    const first = data<EditorBlogPost>(await upload(post, await photo(600, 400)))
      .cover as BlogCover;
    const second = data<EditorBlogPost>(await upload(post, await photo(500, 400)))
      .cover as BlogCover;
    expect(second.id).not.toBe(first.id);
    expect((await reader.request('GET', blogCoverUrl(first, 600, 'webp'))).statusCode).toBe(404);
    expect((await reader.request('GET', blogCoverUrl(second, 480, 'jpg'))).statusCode).toBe(200);
    const bare = data<EditorBlogPost>(
      await editor.request('DELETE', `${EDITOR_POSTS}${post.id}/cover/`),
    );
    expect(bare.cover).toBeNull();
    expect((await reader.request('GET', blogCoverUrl(second, 480, 'jpg'))).statusCode).toBe(404);
  });

  it('is refused to a member who is not an editor', async () => {
    const post = await draft(editor);
    const outsider = await signUpOwner(t);
    const refused = await outsider.request('POST', `${EDITOR_POSTS}${post.id}/cover/`, {
      body: await photo(100, 100),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
