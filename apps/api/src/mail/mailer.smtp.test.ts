/** Mail over a real SMTP server (smtp-server, STARTTLS off as STACK.md advises). */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFromMail, type TestApp, TestClient } from '../test/harness';

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

describe('mail over SMTP', () => {
  it('delivers the password-reset mail in the user’s language with a working link', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'surat', email: 'surat@example.com' });
    await client.post('/api/v1/auth/password/forgot/', { email: 'surat@example.com' });
    await t.app.close(); // waits for mail in flight, as a shutdown does
    const mail = received.find((m) => m.to.includes('surat@example.com'));
    expect(mail?.raw).toContain('Subject: Atur ulang kata sandi Usaha Anda');
    const link = linkFromMail(mail?.raw ?? '');
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w%-]{20,}$/);
    expect(t.mails()).toHaveLength(0);
  });
});
