/** The messages Usaha sends, in the recipient's language. */
import type { Language } from '@usaha/shared';
import { escapeHtml } from '../lib/html';
import type { MailMessage } from './mailer';
import { defuseUntrusted } from './untrusted-text';

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

const VERIFY = {
  id: {
    subject: 'Verifikasi alamat email Usaha Anda',
    greeting: (name: string) => `Halo ${name},`,
    body: (email: string, hours: number) =>
      `Buka tautan ini dalam ${hours} jam untuk memastikan ${email} adalah alamat email Anda. Sampai itu, Anda tetap bisa memakai pembukuan, tetapi undangan yang Usaha kirim atas nama Anda menunggu verifikasi ini:`,
    action: 'Verifikasi email',
    ignore: 'Jika Anda tidak membuat akun Usaha, abaikan email ini.',
  },
  en: {
    subject: 'Verify your Usaha email address',
    greeting: (name: string) => `Hello ${name},`,
    body: (email: string, hours: number) =>
      `Open this link within ${hours} hours to confirm that ${email} is your email address. Until then you can keep using your books, but invitations Usaha sends on your behalf wait for it:`,
    action: 'Verify email',
    ignore: 'If you did not create a Usaha account, ignore this email.',
  },
} as const;

export function emailVerificationMail(input: {
  to: string;
  name: string;
  language: Language;
  link: string;
  validHours: number;
}): MailMessage {
  const copy = VERIFY[input.language];
  const body = copy.body(input.to, input.validHours);
  const text = [copy.greeting(input.name), '', body, input.link, '', copy.ignore, '', 'Usaha'].join(
    '\n',
  );
  const html = `<p>${escapeHtml(copy.greeting(input.name))}</p><p>${escapeHtml(body)}</p>
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

const NOTIFICATION = {
  id: {
    greeting: (name: string) => `Halo ${name},`,
    action: 'Buka di Usaha',
    footer:
      'Anda menerima email ini karena memilih email untuk jenis notifikasi ini. Ubah pilihan Anda di:',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    action: 'Open in Usaha',
    footer:
      'You get this email because you chose email for this kind of notification. Change it at:',
  },
} as const;

/** A notification the recipient chose to get by email; subject and body are its own. */
export function notificationMail(input: {
  to: string;
  name: string;
  language: Language;
  title: string;
  body: string;
  link: string;
  settingsLink: string;
}): MailMessage {
  const copy = NOTIFICATION[input.language];
  const text = [
    copy.greeting(input.name),
    '',
    input.body,
    '',
    `${copy.action}: ${input.link}`,
    '',
    '--',
    copy.footer,
    input.settingsLink,
  ].join('\n');
  const html = `<p>${escapeHtml(copy.greeting(input.name))}</p><p>${escapeHtml(input.body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(copy.action)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(copy.footer)}
<a href="${escapeHtml(input.settingsLink)}">${escapeHtml(input.settingsLink)}</a></p>`;
  return { to: input.to, subject: input.title, text, html, link: input.link };
}

const INVITATION = {
  id: {
    subject: 'Undangan bergabung di Usaha',
    intro: (role: string) =>
      `Anda diundang bergabung dengan sebuah usaha di Usaha sebagai ${role}.`,
    sender: (email: string) =>
      `Undangan ini dikirim dari akun Usaha yang terdaftar dengan alamat ${email}. Akun itu memakai nama berikut:`,
    business: 'Nama usaha',
    inviter: 'Nama pengundang',
    vouch:
      'Nama-nama ini diketik sendiri oleh pemilik akun; Usaha tidak memeriksa dan tidak menjamin kebenarannya.',
    open: 'Buka tautan ini untuk menerima undangan:',
    action: 'Terima undangan',
    expiry: (days: number) =>
      `Tautan ini berlaku ${days} hari. Jika Anda tidak mengenal alamat pengirimnya, abaikan email ini.`,
  },
  en: {
    subject: 'Invitation to join a business on Usaha',
    intro: (role: string) => `You have been invited to join a business on Usaha as ${role}.`,
    sender: (email: string) =>
      `The invitation was sent from the Usaha account registered with the address ${email}, which gives these names:`,
    business: 'Business name',
    inviter: "Inviter's name",
    vouch:
      'The account holder typed these names themselves; Usaha does not check them or vouch for them.',
    open: 'Open this link to accept the invitation:',
    action: 'Accept the invitation',
    expiry: (days: number) =>
      `This link works for ${days} days. If you do not know the address that sent it, ignore this email.`,
  },
} as const;

/**
 * An invitation to join a business, in the inviter's language; `role` is already in it. The
 * names are the inviter's own choice, so they stay out of the subject, appear quoted, capped and
 * unable to become links, beside the address that sent them; the invitation link is the only link.
 */
export function invitationMail(input: {
  to: string;
  language: Language;
  inviterName: string;
  inviterEmail: string;
  businessName: string;
  role: string;
  validDays: number;
  link: string;
}): MailMessage {
  const copy = INVITATION[input.language];
  const quoted = (name: string) => `“${defuseUntrusted(name)}”`;
  const names = [
    `${copy.business}: ${quoted(input.businessName)}`,
    `${copy.inviter}: ${quoted(input.inviterName)}`,
  ];
  const intro = copy.intro(input.role);
  const sender = copy.sender(input.inviterEmail);
  const expiry = copy.expiry(input.validDays);
  const text = [
    intro,
    '',
    sender,
    ...names.map((line) => `  ${line}`),
    '',
    copy.vouch,
    '',
    copy.open,
    input.link,
    '',
    expiry,
    '',
    'Usaha',
  ].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(sender)}<br>${names.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(copy.vouch)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(expiry)}</p><p>Usaha</p>`;
  return { to: input.to, subject: copy.subject, text, html, link: input.link };
}
