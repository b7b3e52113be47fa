/** Mail over a real SMTP server (smtp-server, STARTTLS off as STACK.md advises). */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  linkFromMail,
  type TestApp,
  TestClient,
  tokenFromLink,
} from '../test/harness';
import { readMail } from '../test/mail-reader';

const received: Array<{ to: string[]; raw: string }> = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, SUPPORT_EMAIL: 'halo@usaha.test' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The mails the SMTP server has received for `to`, waiting a little for the first. */
async function receivedBy(to: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = received.filter((m) => m.to.includes(to)).map((m) => m.raw);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} mail(s) to ${to} did not arrive`);
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail over SMTP', () => {
  it('carries the verification link, an invitation, and a role change the member gets by email as well', async () => {
    const owner = new TestClient(t.app);
    await owner.register({ username: 'pemilik', email: 'pemilik@example.com' });
    // Invitations wait for a verified address: the link of the mail the sign-up sent.
    const [verification] = await receivedBy('pemilik@example.com');
    expect(verification).toContain('Subject: Verifikasi alamat email Usaha Anda');
    const verified = await new TestClient(t.app).post('/api/v1/auth/verify-email/', {
      token: tokenFromLink(linkFromMail(verification ?? '', 'verify-email')),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const invited = await owner.request('POST', '/api/v1/team/invitations/', {
      body: { email: 'dewi@example.com', role: 'cashier' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitation] = await receivedBy('dewi@example.com');
    const read = readMail(invitation ?? '');
    expect(read.subject).toBe('Undangan bergabung di Usaha');
    expect(read.text).toContain('Nama usaha: “Warung Siti”');
    expect(read.text).toContain('terdaftar dengan alamat pemilik@example.com');
    const link = unfold(invitation ?? '').match(/https?:\/\/\S+\/auth\/invitation\?token=[\w%-]+/);
    const member = new TestClient(t.app);
    const joined = await member.post(
      `/api/v1/invitations/${tokenFromLink(link?.[0] ?? '')}/register/`,
      {
        username: 'dewi',
        full_name: 'Dewi Lestari',
        password: 'Kasir-Warung-2026',
        language: 'en',
      },
    );
    expect(joined.statusCode, joined.body).toBe(201);
    const members = await owner.request('GET', '/api/v1/team/members/');
    const dewi = members
      .json<{ data: Array<{ user_id: string; username: string }> }>()
      .data.find((row) => row.username === 'dewi');
    const changed = await owner.request('PUT', `/api/v1/team/members/${dewi?.user_id}/`, {
      body: { role: 'manager' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Dewi chose English; a role change is mailed by default (DEFAULT_CHANNELS).
    const [, roleMail] = await receivedBy('dewi@example.com', 2);
    expect(roleMail).toContain('Subject: Your role has changed');
    expect(unfold(roleMail ?? '')).toContain('Your role in Warung Siti is now Manager.');
    expect(t.mails()).toHaveLength(0);
  });

  it('delivers the password-reset mail in the user’s language with a working link', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'surat', email: 'surat@example.com' });
    await client.post('/api/v1/auth/password/forgot/', { email: 'surat@example.com' });
    await t.app.close(); // waits for mail in flight, as a shutdown does
    const mail = received.find(
      (m) => m.to.includes('surat@example.com') && unfold(m.raw).includes('/auth/reset-password'),
    );
    expect(mail?.raw).toContain('Subject: Atur ulang kata sandi Usaha Anda');
    const link = linkFromMail(mail?.raw ?? '');
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w%-]{20,}$/);
    expect(t.mails()).toHaveLength(0);
  });
});
