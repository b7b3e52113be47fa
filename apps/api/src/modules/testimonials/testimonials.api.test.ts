/**
 * Testimonials (issue 18): staff write them, their photo is a picture by its bytes kept in two
 * sizes, and the public list holds the published ones only, in staff's order.
 */
import type { StaffTestimonial, Testimonial } from '@usaha/shared';
import { testimonialPhotoUrl } from '@usaha/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { signUpStaff, signUpSuperadmin } from '../../test/staff';

let t: TestApp;
let staff: Owner;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpStaff(t, await signUpSuperadmin(t));
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const ADMIN = '/api/v1/admin/testimonials/';

const write = (body: Record<string, unknown>) =>
  staff.request('POST', ADMIN, { body: { name: 'Bu Sari', quote: 'Kas saya rapi.', ...body } });

describe('testimonials', () => {
  it('shows the published ones only, lower positions first', async () => {
    const mark = `T${Date.now()}`;
    const second = data<StaffTestimonial>(
      await write({ name: `${mark} B`, published: true, position: 2 }),
      201,
    );
    const first = data<StaffTestimonial>(
      await write({ name: `${mark} A`, published: true, position: 1 }),
      201,
    );
    const hidden = data<StaffTestimonial>(await write({ name: `${mark} C` }), 201);
    const shown = data<Testimonial[]>(await visitor.request('GET', '/api/v1/testimonials/')).filter(
      (row) => row.name.startsWith(mark),
    );
    expect(shown.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(shown[0]).not.toHaveProperty('published');
    // Published later, it appears; a stale version is refused.
    const published = data<StaffTestimonial>(
      await staff.request('PUT', `${ADMIN}${hidden.id}/`, {
        body: { version: hidden.version, published: true },
      }),
    );
    expect(published.published).toBe(true);
    const stale = await staff.request('PUT', `${ADMIN}${hidden.id}/`, {
      body: { version: hidden.version, rating: 4 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await staff.request('DELETE', `${ADMIN}${second.id}/`)).statusCode).toBe(200);
    const after = data<Testimonial[]>(await visitor.request('GET', '/api/v1/testimonials/')).filter(
      (row) => row.name.startsWith(mark),
    );
    // Position 0 (the default) comes before 1.
    expect(after.map((row) => row.id)).toEqual([published.id, first.id]);
  });

  it('refuses what is not a testimonial: a rating out of 1–5, no quote, no name', async () => {
    for (const body of [{ rating: 6 }, { rating: 0 }, { quote: '' }, { name: ' ' }]) {
      expect((await write(body)).statusCode).toBe(400);
    }
  });

  it('keeps a photo as two sizes in WebP and JPEG, and refuses what is not a picture', async () => {
    const row = data<StaffTestimonial>(await write({}), 201);
    const photo = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#e67700' },
    })
      .jpeg()
      .toBuffer();
    const refused = await staff.request('POST', `${ADMIN}${row.id}/photo/`, {
      body: Buffer.from('<svg onload="alert(1)"/>'),
      headers: { 'content-type': 'image/png' },
    });
    expect(refused.statusCode).toBe(415);
    const stored = data<StaffTestimonial>(
      await staff.request('POST', `${ADMIN}${row.id}/photo/`, {
        body: photo,
        headers: { 'content-type': 'image/jpeg' },
      }),
    );
    expect(stored.photo?.widths).toEqual([128, 256]);
    const small = await visitor.request(
      'GET',
      testimonialPhotoUrl(stored.photo ?? { id: '' }, 128, 'webp'),
    );
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(128);
    const removed = data<StaffTestimonial>(
      await staff.request('DELETE', `${ADMIN}${row.id}/photo/`),
    );
    expect(removed.photo).toBeNull();
    expect(
      (await visitor.request('GET', testimonialPhotoUrl(stored.photo ?? { id: '' }, 128, 'webp')))
        .statusCode,
    ).toBe(404);
  });

  it('is kept by staff only: anyone else is told the area does not exist', async () => {
    const owner = await signUpOwner(t);
    expect((await owner.request('GET', ADMIN)).statusCode).toBe(404);
    expect(
      (await owner.request('POST', ADMIN, { body: { name: 'x', quote: 'y' } })).statusCode,
    ).toBe(404);
  });
});
