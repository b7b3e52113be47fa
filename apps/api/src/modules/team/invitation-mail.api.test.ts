import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, verifyEmail } from '../../test/ledger';
import { readMail } from '../../test/mail-reader';
import { invitationLinkFromMail, mailsAfter } from './team-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BUSINESS = 'Bank Mandiri Security';
const INVITER = 'Verify your account at http://evil.example';

/** Registers someone with names of their choosing, who invites `email`; answers the mail read. */
async function invitationFrom(
  names: { username: string; email: string; full_name: string; business_name: string },
  language: 'id' | 'en',
  email: string,
) {
  const inviter = new TestClient(t.app);
  expect((await inviter.register({ ...names, language })).statusCode).toBe(201);
  await verifyEmail(t, inviter);
  const [raw] = await mailsAfter(t, async () => {
    data(
      await inviter.request('POST', '/api/v1/team/invitations/', {
        body: { email, role: 'cashier' },
      }),
      201,
    );
  });
  return { raw: raw ?? '', mail: readMail(raw ?? '') };
}

/** Every web address in `text`: with a scheme, starting www., or a bare dotted host name. */
function addressesIn(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s"<>]+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu,
    ),
  ].map((match) => match[0]);
}

describe('the invitation mail', () => {
  it('keeps the names an inviter chose out of the subject, quoted and defused in the body', async () => {
    const { raw, mail } = await invitationFrom(
      {
        username: 'phisher',
        email: 'cs.mandiri@example.com',
        full_name: INVITER,
        business_name: BUSINESS,
      },
      'en',
      'korban@example.com',
    );
    expect(mail.to).toBe('korban@example.com');
    expect(mail.subject).toBe('Invitation to join a business on Usaha');
    expect(raw).not.toMatch(/^Subject:.*(Bank|Mandiri|Verify|evil)/im);

    const link = invitationLinkFromMail(raw);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('“Bank Mandiri Security”');
      expect(body).toContain('“Verify your account at http[:]//evil[.]example”');
      expect(body).toContain('cs.mandiri@example.com');
      expect(body).not.toContain('http://evil.example');
      expect(body).not.toContain('evil.example');
      // The inviter's own address is named on purpose; besides it, only the invitation link.
      const others = addressesIn(body.replaceAll('cs.mandiri@example.com', ''));
      expect(others.every((address) => address === link)).toBe(true);
      expect(others).toContain(link);
    }
    expect(mail.text).toContain(
      'The account holder typed these names themselves; Usaha does not check them or vouch for them.',
    );
    expect(mail.text).toContain(
      'The invitation was sent from the Usaha account registered with the address cs.mandiri@example.com',
    );
    expect(mail.html.match(/<a\b/g)).toHaveLength(1);
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('caps a long name at 60 characters, in Bahasa Indonesia for an Indonesian inviter', async () => {
    const long = `${BUSINESS} — Pusat Verifikasi Rekening Nasabah Resmi Kantor Pusat Jakarta`;
    const { raw, mail } = await invitationFrom(
      { username: 'panjang', email: 'panjang@example.com', full_name: 'Siti', business_name: long },
      'id',
      'tamu@example.com',
    );
    expect(mail.subject).toBe('Undangan bergabung di Usaha');
    const capped = `${Array.from(long).slice(0, 59).join('').trimEnd()}…`;
    expect(mail.text).toContain(`Nama usaha: “${capped}”`);
    expect(mail.text).not.toContain(long);
    expect(mail.text).toContain('Nama pengundang: “Siti”');
    expect(mail.text).toContain('terdaftar dengan alamat panjang@example.com');
    expect(mail.text).toContain('Usaha tidak memeriksa dan tidak menjamin');
    expect(invitationLinkFromMail(raw)).toMatch(
      /^http:\/\/localhost:3000\/auth\/invitation\?token=/,
    );
  });
});
