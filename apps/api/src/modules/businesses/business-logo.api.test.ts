import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessSettings } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pngDeclaring,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  tinyWebp,
  webpDeclaring,
} from '../../test/files';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import { addMember, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/v1/settings/application/';
const LOGO = `${SETTINGS}logo/`;

/** A body as a browser's FormData sends it. */
async function form(field: string, bytes: Buffer, type = 'image/png') {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), 'logo.png');
  const response = new Response(body);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

async function upload(client: TestClient, bytes: Buffer, field = 'file') {
  return client.request('POST', LOGO, await form(field, bytes));
}

function storedFiles(owner: Owner): string[] {
  const dir = join(t.config.dataDir, 'uploads', owner.businessId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('business logo', () => {
  it('stores an uploaded PNG, serves it back as is, and keeps the settings version', async () => {
    const owner = await signUpOwner(t);
    const png = tinyPng();
    const saved = data<BusinessSettings>(await upload(owner, png));
    expect(saved.logo_url).toMatch(/^\/v1\/settings\/application\/logo\/\?v=logo-[0-9a-f-]{36}$/);
    expect(saved.version).toBe(1);
    expect(storedFiles(owner)).toHaveLength(1);

    // logo_url is under the API base, as the web's client takes paths.
    const image = await owner.request('GET', `/api${saved.logo_url}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload).toEqual(png);

    const [log] = await t.database.query<{ before: unknown; after: unknown }>(
      "select before, after from activities where business_id = $1 and action = 'business.update'",
      [owner.businessId],
    );
    expect(log).toEqual({ before: { logo_url: null }, after: { logo_url: saved.logo_url } });
  });

  it('takes the image itself as the body too, and removes the logo it replaces', async () => {
    const owner = await signUpOwner(t);
    const first = data<BusinessSettings>(await upload(owner, tinyPng()));
    const [firstFile] = storedFiles(owner);
    const jpeg = tinyJpeg();
    const second = data<BusinessSettings>(
      await owner.request('POST', LOGO, { body: jpeg, headers: { 'content-type': 'image/jpeg' } }),
    );
    expect(second.logo_url).not.toBe(first.logo_url);
    expect(storedFiles(owner)).toHaveLength(1);
    expect(storedFiles(owner)).not.toContain(firstFile);
    const image = await owner.request('GET', LOGO);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(jpeg);

    const webp = data<BusinessSettings>(
      await owner.request('POST', LOGO, {
        body: tinyWebp(),
        headers: { 'content-type': 'application/octet-stream' },
      }),
    );
    expect(webp.logo_url).not.toBe(second.logo_url);
    expect((await owner.request('GET', LOGO)).headers['content-type']).toBe('image/webp');
  });

  it('refuses what is not a PNG, JPEG or WebP of at most 1 MB, and stores nothing', async () => {
    const owner = await signUpOwner(t);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases = [
      { response: await upload(owner, html), status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { response: await upload(owner, tinyPdf()), status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      {
        response: await upload(owner, Buffer.concat([tinyPng(), Buffer.alloc(1024 * 1024)])),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        response: await owner.request('POST', LOGO, {
          body: Buffer.alloc(2 * 1024 * 1024),
          headers: { 'content-type': 'image/png' },
        }),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        response: await upload(owner, tinyPng(), 'picture'),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      { response: await upload(owner, Buffer.alloc(0)), status: 400, code: 'VALIDATION_FAILED' },
      {
        response: await owner.request('POST', LOGO, { body: { file: 'x' } }),
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    ];
    for (const { response, status, code } of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    expect(storedFiles(owner)).toEqual([]);
    expect((await owner.request('GET', LOGO)).statusCode).toBe(404);
  });

  it('refuses a pixel bomb with 422 and keeps the logo it had', async () => {
    const owner = await signUpOwner(t);
    const png = tinyPng();
    const saved = data<BusinessSettings>(await upload(owner, png));
    const files = storedFiles(owner);
    const cases = [
      { bytes: pngDeclaring(100_000, 100_000), code: 'IMAGE_TOO_LARGE' },
      { bytes: tinyJpeg({ width: 65_535, height: 65_535 }), code: 'IMAGE_TOO_LARGE' },
      { bytes: webpDeclaring(8_000, 8_000), code: 'IMAGE_TOO_LARGE' },
      { bytes: tinyPng().subarray(0, 16), code: 'IMAGE_UNREADABLE' },
    ];
    for (const { bytes, code } of cases) {
      for (const response of [
        await upload(owner, bytes),
        await owner.request('POST', LOGO, {
          body: bytes,
          headers: { 'content-type': 'application/octet-stream' },
        }),
      ]) {
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toMatchObject({ success: false, code });
      }
    }
    expect(storedFiles(owner)).toEqual(files);
    expect(data<BusinessSettings>(await owner.request('GET', SETTINGS)).logo_url).toBe(
      saved.logo_url,
    );
    expect((await owner.request('GET', LOGO)).rawPayload).toEqual(png);
    // A logo of a usual size still replaces it.
    const jpeg = tinyJpeg({ width: 1200, height: 400 });
    await upload(owner, jpeg);
    expect((await owner.request('GET', LOGO)).rawPayload).toEqual(jpeg);
  });

  it('removes the logo and its file', async () => {
    const owner = await signUpOwner(t);
    await upload(owner, tinyPng());
    const removed = data<BusinessSettings>(await owner.request('DELETE', LOGO));
    expect(removed.logo_url).toBeNull();
    expect(storedFiles(owner)).toEqual([]);
    const missing = await owner.request('GET', LOGO);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Removing when there is none is not an error.
    expect(data<BusinessSettings>(await owner.request('DELETE', LOGO)).logo_url).toBeNull();
  });

  it('shows the logo to every member, lets only settings.manage change it, and never crosses businesses', async () => {
    const owner = await signUpOwner(t);
    const png = tinyPng();
    await upload(owner, png);
    const viewer = await addMember(t, owner, 'viewer');
    expect((await viewer.request('GET', LOGO)).rawPayload).toEqual(png);
    expect((await upload(viewer, tinyJpeg())).statusCode).toBe(403);
    expect((await viewer.request('DELETE', LOGO)).statusCode).toBe(403);
    expect((await owner.request('GET', LOGO)).rawPayload).toEqual(png);

    const stranger = await signUpOwner(t);
    expect((await stranger.request('GET', LOGO)).statusCode).toBe(404);
    await stranger.request('DELETE', LOGO);
    expect((await owner.request('GET', LOGO)).rawPayload).toEqual(png);
  });
});

describe('business QRIS image', () => {
  const QRIS = `${SETTINGS}qris/`;

  it('is stored, served and removed as the logo is, apart from it', async () => {
    const owner = await signUpOwner(t);
    const logo = data<BusinessSettings>(await upload(owner, tinyPng()));
    const jpeg = tinyJpeg();
    const saved = data<BusinessSettings>(
      await owner.request('POST', QRIS, { body: jpeg, headers: { 'content-type': 'image/jpeg' } }),
    );
    expect(saved.qris_url).toMatch(/^\/v1\/settings\/application\/qris\/\?v=qris-[0-9a-f-]{36}$/);
    expect(saved.logo_url).toBe(logo.logo_url);
    const image = await owner.request('GET', `/api${saved.qris_url}`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(jpeg);

    const pdf = await owner.request('POST', QRIS, {
      body: tinyPdf(),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(pdf.statusCode).toBe(415);
    const removed = data<BusinessSettings>(await owner.request('DELETE', QRIS));
    expect(removed.qris_url).toBeNull();
    expect(removed.logo_url).toBe(logo.logo_url);
    expect((await owner.request('GET', QRIS)).statusCode).toBe(404);
    expect(storedFiles(owner)).toHaveLength(1);
  });
});
