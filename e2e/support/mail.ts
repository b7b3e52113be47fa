/** Reads the mail the server wrote to DATA_DIR/mail (no SMTP_URL in end-to-end runs). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';

function mailsTo(to: string): string[] {
  const dir = join(DATA_DIR, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return [];
  }
  return files
    .map((file) =>
      readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.includes(`To: ${to}`));
}

/**
 * The newest link to `path` (such as `/auth/reset-password`) in a mail to `to`, waiting for it;
 * with `origin`, the newest one on that address.
 */
export async function waitForMailLink(to: string, path: string, origin = ''): Promise<string> {
  const host = origin ? origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') : 'https?://\\S+';
  const pattern = new RegExp(`${host}${path.replace(/[/-]/g, '\\$&')}\\?token=[\\w%-]+`);
  let link = '';
  await expect
    .poll(
      () => {
        link =
          mailsTo(to)
            .map((mail) => mail.match(pattern)?.[0] ?? '')
            .find(Boolean) ?? '';
        return link;
      },
      { message: `a mail to ${to} with a ${path} link` },
    )
    .not.toBe('');
  return link;
}

export function waitForResetLink(to: string): Promise<string> {
  return waitForMailLink(to, '/auth/reset-password');
}
