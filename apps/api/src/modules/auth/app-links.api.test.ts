/**
 * Links for people without PUBLIC_URL (lib/app-url.ts): a signed-in member's links point at the
 * address they opened the app at; a mail sent without a session never follows the request's
 * Host header (that is how reset links get poisoned), but where the user last used the app.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import {
  createTestApp,
  linkFromMail,
  type TestApp,
  TestClient,
  verifyEmailFromMail,
} from '../../test/harness';
import { createInvoice } from '../../test/invoices';
import { createBook, data } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: '', PORT: '3000' } });
});
afterAll(() => t.close());

const WIFI = 'http://192.168.1.5:3000';
let counter = 0;

/** A browser that opened the app at `origin` and registers there. */
async function registerAt(origin: string) {
  counter += 1;
  const client = new TestClient(t.app);
  client.headers.host = new URL(origin).host;
  const email = `tautan${counter}x${process.pid}@example.com`;
  const response = await client.register({ username: `tautan${counter}x${process.pid}`, email });
  expect(response.statusCode, response.body).toBe(201);
  return { client, email };
}

async function newestMailTo(email: string, path: string): Promise<string> {
  await t.mailsSettled();
  const mail = t
    .mails()
    .reverse()
    .find((text) => text.includes(`To: ${email}`) && text.replace(/=\r?\n/g, '').includes(path));
  if (!mail) throw new Error(`no ${path} mail to ${email}`);
  return linkFromMail(mail, path);
}

/** An address of this machine other than loopback, when it has one (else loopback). */
function ownAddress(): string {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  return `http://${external?.address ?? '127.0.0.1'}:3000`;
}

describe('links a signed-in member hands on', () => {
  it('point at the address they use the app at: invoice link, WhatsApp text, statement, invitation', async () => {
    const { client, email } = await registerAt(WIFI);
    await verifyEmailFromMail(t, email);
    await createBook(client);
    const invoice = await createInvoice(client);
    const share = data<{ url: string }>(
      await client.request('POST', `/api/v1/invoices/${invoice.id}/share/`),
    );
    expect(share.url).toMatch(new RegExp(`^${WIFI}/portal\\?token=`));
    const whatsapp = data<{ message: string }>(
      await client.request('GET', `/api/v1/invoices/${invoice.id}/whatsapp/`),
    );
    expect(whatsapp.message).toContain(share.url);
    const budi = await createContact(client, { name: 'Budi', phone: '081234567890' });
    const statement = data<{ url: string }>(
      await client.request('POST', `/api/v1/contacts/${budi.id}/statement-link/`),
    );
    expect(statement.url).toMatch(new RegExp(`^${WIFI}/portal\\?statement=`));
    const invited = data<{ link: string }>(
      await client.request('POST', '/api/v1/team/invitations/', {
        body: { email: `kasir${counter}x${process.pid}@example.com`, role: 'cashier' },
      }),
      201,
    );
    expect(invited.link).toMatch(new RegExp(`^${WIFI}/auth/invitation\\?token=`));
  });

  it('follow the member to another address', async () => {
    const { client } = await registerAt(WIFI);
    await createBook(client);
    const invoice = await createInvoice(client);
    client.headers.host = 'localhost:3000';
    const share = data<{ url: string }>(
      await client.request('POST', `/api/v1/invoices/${invoice.id}/share/`),
    );
    expect(share.url).toMatch(/^http:\/\/localhost:3000\/portal\?token=/);
  });
});

describe('mail sent without a session', () => {
  it('a password reset asked for through a forged Host points where the user last used the app', async () => {
    const { client, email } = await registerAt(WIFI);
    const stranger = new TestClient(t.app);
    stranger.headers.host = 'evil.example';
    const asked = await stranger.post('/api/v1/auth/password/forgot/', { email });
    expect(asked.statusCode).toBe(200);
    expect(await newestMailTo(email, 'reset-password')).toMatch(
      new RegExp(`^${WIFI}/auth/reset-password\\?token=`),
    );
    // A refresh from another address moves where the next mail points.
    client.headers.host = '10.0.0.7:3000';
    expect((await client.post('/api/v1/auth/refresh/', { refresh: '' })).statusCode).toBe(200);
    const again = new TestClient(t.app);
    again.headers.host = 'evil.example';
    await t.database.query(
      "update password_reset_tokens set created_at = created_at - interval '1 day'",
    );
    await again.post('/api/v1/auth/password/forgot/', { email });
    expect(await newestMailTo(email, 'reset-password')).toMatch(
      /^http:\/\/10\.0\.0\.7:3000\/auth\/reset-password\?token=/,
    );
  });

  it("a sign-up's verification link never follows a Host that names another machine", async () => {
    const { email } = await registerAt('http://evil.example');
    const link = await newestMailTo(email, 'verify-email');
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
  });

  it("a sign-up from this machine's own address gets its link on that address", async () => {
    const own = ownAddress();
    const { email } = await registerAt(own);
    expect(await newestMailTo(email, 'verify-email')).toMatch(
      new RegExp(`^${own.replace(/\./g, '\\.')}/auth/verify-email\\?token=`),
    );
  });
});
