/** The messages Usaha sends, in the recipient's language. */
import type { Language } from '@usaha/shared';
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const RESET = {
  id: {
    subject: 'Atur ulang kata sandi Usaha Anda',
    greeting: (name: string) => `Halo ${name},`,
    body: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Usaha Anda. Buka tautan ini dalam 1 jam untuk membuat kata sandi baru:',
    action: 'Atur ulang kata sandi',
    ignore: 'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
  },
  en: {
    subject: 'Reset your Usaha password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your Usaha account. Open this link within 1 hour to choose a new password:',
    action: 'Reset password',
    ignore: 'If you did not ask for this, ignore this email; your password has not changed.',
  },
} as const;

export function passwordResetMail(input: {
  to: string;
  name: string;
  language: Language;
  link: string;
}): MailMessage {
  const copy = RESET[input.language];
  const text = [
    copy.greeting(input.name),
    '',
    copy.body,
    input.link,
    '',
    copy.ignore,
    '',
    'Usaha',
  ].join('\n');
  const html = `<p>${escapeHtml(copy.greeting(input.name))}</p><p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(copy.ignore)}</p><p>Usaha</p>`;
  return { to: input.to, subject: copy.subject, text, html, link: input.link };
}

export function contactMessageMail(input: {
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailMessage {
  return {
    to: input.to,
    replyTo: input.email,
    subject: `[Usaha contact] ${input.subject || input.name}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
  };
}
