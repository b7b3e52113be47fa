/**
 * An invoice mailed to its customer, in the invoice's language, with its PDF attached. The
 * business's and customer's names and the number are the business's own text: they appear
 * defused (one line, capped, never a link), and the subject names only the number.
 */
import type { MailMessage } from './mailer';
import { defuseUntrusted } from './untrusted-text';

const COPY = {
  id: {
    subject: (number: string) => `Faktur ${number}`,
    greeting: (name: string) => `Yth. ${name},`,
    body: (business: string) => `terlampir faktur dari ${business}.`,
    due: (amount: string, date: string) => `Sisa tagihan: ${amount}, jatuh tempo ${date}.`,
    portal: 'Lihat faktur dan cara membayar:',
    thanks: 'Terima kasih.',
  },
  en: {
    subject: (number: string) => `Invoice ${number}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (business: string) => `please find attached the invoice from ${business}.`,
    due: (amount: string, date: string) => `Amount due: ${amount}, due on ${date}.`,
    portal: 'View the invoice and how to pay:',
    thanks: 'Thank you.',
  },
} as const;

export function invoiceMail(input: {
  to: string;
  language: 'id' | 'en';
  number: string;
  customerName: string;
  businessName: string;
  amountDue: string;
  dueDate: string;
  portalUrl: string | null;
  pdf: { filename: string; content: Buffer };
}): MailMessage {
  const copy = COPY[input.language];
  const number = defuseUntrusted(input.number, 40);
  const text = [
    copy.greeting(defuseUntrusted(input.customerName)),
    '',
    copy.body(`“${defuseUntrusted(input.businessName)}”`),
    copy.due(input.amountDue, input.dueDate),
    ...(input.portalUrl ? ['', copy.portal, input.portalUrl] : []),
    '',
    copy.thanks,
  ].join('\n');
  return {
    to: input.to,
    subject: copy.subject(number),
    text,
    ...(input.portalUrl ? { link: input.portalUrl } : {}),
    attachments: [{ ...input.pdf, contentType: 'application/pdf' }],
  };
}
