/** The API answers in the caller's language (Accept-Language): errors, field reasons, confirmations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INDONESIAN = { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' };

describe('answers in the caller language', () => {
  it('says a failed login in Indonesian to an Indonesian caller, in English otherwise', async () => {
    const client = new TestClient(t.app, '10.9.0.1');
    await client.csrf();
    const body = { username: 'tidak-ada', password: 'Salah-Sekali-2026' };
    const inIndonesian = await client.request('POST', '/api/v1/auth/login/', {
      body,
      csrf: true,
      headers: INDONESIAN,
    });
    expect(inIndonesian.statusCode).toBe(401);
    expect(inIndonesian.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Nama pengguna atau kata sandi salah.',
    });
    expect(inIndonesian.headers['content-language']).toBe('id');
    const inEnglish = await client.request('POST', '/api/v1/auth/login/', { body, csrf: true });
    expect(inEnglish.json().code).toBe('INVALID_CREDENTIALS');
    expect(inEnglish.json().message).not.toBe('Nama pengguna atau kata sandi salah.');
    expect(inEnglish.headers['content-language']).toBe('en');
  });

  it('words every refused field in the caller language, with its code beside it', async () => {
    const client = new TestClient(t.app, '10.9.0.2');
    await client.csrf();
    const body = {
      username: 'a b',
      email: 'bukan-email',
      password: 'x',
      full_name: '',
      business_name: '',
    };
    const register = (headers: Record<string, string> = {}) =>
      client.request('POST', '/api/v1/auth/register/', { body, csrf: true, headers });
    const refused = await register(INDONESIAN);
    expect(refused.statusCode).toBe(400);
    const envelope = refused.json();
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.message).toBe('Beberapa isian perlu diperbaiki.');
    expect(envelope.field_codes.email).toEqual(['invalid_email']);
    expect(Object.keys(envelope.errors).sort()).toEqual(Object.keys(envelope.field_codes).sort());
    // No English sentence reaches an Indonesian caller.
    for (const messages of Object.values<string[]>(envelope.errors)) {
      for (const message of messages) expect(message).not.toMatch(/\b(the|is|must|enter)\b/i);
    }
    const english = await register();
    expect(english.json().field_codes).toEqual(envelope.field_codes);
    expect(english.json().errors.email).not.toEqual(envelope.errors.email);
  });

  it('confirms a success in the caller language', async () => {
    const client = new TestClient(t.app, '10.9.0.3');
    expect(
      (await client.register({ username: 'bahasa', email: 'bahasa@example.com' })).statusCode,
    ).toBe(201);
    const login = await client.request('POST', '/api/v1/auth/login/', {
      body: { username: 'bahasa', password: 'Warung-Siti-2026' },
      csrf: true,
      headers: INDONESIAN,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().message).toBe('Berhasil masuk');
  });
});
