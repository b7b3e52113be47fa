/** Reads the mail the server wrote to DATA_DIR/mail (no SMTP_URL in end-to-end runs). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';

export async function waitForResetLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const dir = join(DATA_DIR, 'mail');
        const files = (() => {
          try {
            return readdirSync(dir).sort();
          } catch {
            return [];
          }
        })();
        for (const file of files.reverse()) {
          const mail = readFileSync(join(dir, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!mail.includes(`To: ${to}`)) continue;
          link = mail.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w%-]+/)?.[0] ?? '';
          if (link) return link;
        }
        return '';
      },
      { message: `a reset mail to ${to}` },
    )
    .not.toBe('');
  return link;
}
