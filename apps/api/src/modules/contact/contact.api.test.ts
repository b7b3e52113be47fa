import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { CONTACT_LIMIT } from './contact.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = {
  name: 'Dewi',
  email: 'dewi@example.com',
  subject: 'Pertanyaan',
  message: 'Apakah Usaha bisa dipakai untuk dua toko?',
  website: '',
};

const stored = () => t.database.query<{ email: string }>('select email from contact_messages');

describe('contact form', () => {
  it('stores a message', async () => {
    const response = await new TestClient(t.app, '10.9.0.1').request('POST', '/api/v1/contact/', {
      body: message,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
    expect(await stored()).toEqual([{ email: 'dewi@example.com' }]);
  });

  it('answers a bot that fills in the honeypot like anyone else, and keeps nothing', async () => {
    const response = await new TestClient(t.app, '10.9.0.2').request('POST', '/api/v1/contact/', {
      body: { ...message, email: 'bot@spam.test', website: 'http://spam.test' },
    });
    expect(response.statusCode).toBe(201);
    expect((await stored()).map((row) => row.email)).not.toContain('bot@spam.test');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await new TestClient(t.app, '10.9.0.3').request('POST', '/api/v1/contact/', {
      body: { ...message, email: 'nope', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message']);
    expect((await stored()).length).toBe(before);
  });

  it('holds the limit for a burst of parallel posts', async () => {
    const client = new TestClient(t.app, '10.9.0.5');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.request('POST', '/api/v1/contact/', { body: message }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - CONTACT_LIMIT.max);
  });

  it('limits each address to a few messages an hour', async () => {
    const client = new TestClient(t.app, '10.9.0.4');
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await client.request('POST', '/api/v1/contact/', { body: message })).statusCode).toBe(
        201,
      );
    }
    const limited = await client.request('POST', '/api/v1/contact/', { body: message });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
