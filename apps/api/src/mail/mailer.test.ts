/** Mail written to files: its owner's alone, and its link in the log only where asked. */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const LINK = 'http://localhost:3000/auth/reset-password?token=Secret-Token-0123456789abcdef';

async function writeOne(logLinks: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'usaha-mail-'));
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Usaha <no-reply@usaha.local>',
    dataDir,
    log,
    logLinks,
  });
  const umask = process.umask(0);
  try {
    mailer.send({ to: 'siti@example.com', subject: 'Reset', text: `Open ${LINK}`, link: LINK });
    await mailer.idle();
  } finally {
    process.umask(umask);
  }
  const mailDir = join(dataDir, 'mail');
  const [file] = readdirSync(mailDir);
  return { mailDir, file: join(mailDir, file ?? ''), log: lines.join('') };
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the file mailer', () => {
  it('writes each message for its owner alone (0700 folder, 0600 file), whatever the umask', async () => {
    const { mailDir, file } = await writeOne(false);
    expect(readFileSync(file, 'utf8')).toContain('To: siti@example.com');
    expect(mode(mailDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });

  it('logs the link only when asked to (development), and always where the file is', async () => {
    const quiet = await writeOne(false);
    expect(quiet.log).toContain('mail written to file');
    expect(quiet.log).toContain(quiet.file);
    expect(quiet.log).not.toContain('Secret-Token');
    const development = await writeOne(true);
    expect(JSON.parse(development.log)).toMatchObject({ mail_link: LINK });
  });
});
