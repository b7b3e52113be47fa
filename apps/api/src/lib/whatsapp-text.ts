/**
 * What every prepared WhatsApp message shares: user text as one clean line (no control, format or
 * separator character, so a line break or a bidi override in a name cannot forge a line of the
 * message), and the lines that tell the customer how to pay the business.
 */
import type { BankAccount } from '@usaha/shared';

export type MessageLanguage = 'id' | 'en';

/** User text on one line, at most `max` characters (code points: an emoji is never cut in two). */
export function oneLine(text: string, max: number): string {
  const clean = Array.from(text.replace(/[\p{C}\p{Z}]+/gu, ' ').trim());
  return clean.length <= max
    ? clean.join('')
    : `${clean
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** How the business is paid and reached, as its settings hold it. */
export type PaymentDetails = {
  bank_accounts: readonly BankAccount[];
  /** The business has a QRIS image: the portal behind the message's link shows it. */
  qris: boolean;
  phone: string | null;
};

const WORDS = {
  id: {
    transferTo: 'Transfer ke:',
    account: (bank: string, number: string, name: string) => `• ${bank} ${number} a.n. ${name}`,
    qrisToo: 'Atau bayar dengan QRIS lewat tautan di atas.',
    qrisOnly: 'Bayar dengan QRIS lewat tautan di atas.',
    reference: (reference: string) => `Tulis nomor faktur ${reference} di berita transfer.`,
    questions: (phone: string) => `Ada pertanyaan? Hubungi kami di ${phone}.`,
  },
  en: {
    transferTo: 'Pay by transfer to:',
    account: (bank: string, number: string, name: string) => `• ${bank} ${number}, ${name}`,
    qrisToo: 'Or pay by QRIS at the link above.',
    qrisOnly: 'Pay by QRIS at the link above.',
    reference: (reference: string) => `Please write ${reference} with your transfer.`,
    questions: (phone: string) => `Questions? Call or message us at ${phone}.`,
  },
} as const;

/**
 * The lines of a message that asks for money: the bank accounts, QRIS, what to write with the
 * transfer (`reference`, an invoice number) and the phone to ask; none for what is not set.
 */
export function paymentLines(
  details: PaymentDetails,
  language: MessageLanguage,
  reference: string | null,
): string[] {
  const words = WORDS[language];
  const lines: string[] = [];
  const accounts = details.bank_accounts;
  if (accounts.length > 0) {
    lines.push(words.transferTo);
    for (const account of accounts) {
      lines.push(
        words.account(
          oneLine(account.bank_name, 100),
          oneLine(account.account_number, 40),
          oneLine(account.account_name, 120),
        ),
      );
    }
  }
  if (details.qris) lines.push(accounts.length > 0 ? words.qrisToo : words.qrisOnly);
  if (accounts.length > 0 && reference) lines.push(words.reference(oneLine(reference, 60)));
  if (details.phone) lines.push(words.questions(oneLine(details.phone, 40)));
  return lines;
}
