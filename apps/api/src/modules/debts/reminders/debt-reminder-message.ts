/**
 * The WhatsApp message of a credit's reminder, in Indonesian or English: it asks politely for
 * what is still owed (a debt, which the business owes, gets no reminder). Text from users (the
 * contact's and business's names, the description) reaches the message as one clean line: no
 * control, format or separator character (a line break, a bidi override) gets through.
 */
import {
  type MessageLanguage,
  oneLine,
  type PaymentDetails,
  paymentLines,
} from '../../../lib/whatsapp-text';

export type ReminderLanguage = MessageLanguage;

export type ReminderMessage = {
  language: ReminderLanguage;
  contact: string;
  business: string;
  /** The remaining amount, written in its currency. */
  amount: string;
  description: string | null;
  /** Business date `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  url: string;
  /** How the business is paid, which the reminder says. */
  payment?: PaymentDetails;
};

const LOCALES: Record<ReminderLanguage, string> = { id: 'id-ID', en: 'en-US' };

function longDate(date: string, language: ReminderLanguage): string {
  const day = new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    day,
  );
}

type Parts = { contact: string; business: string; amount: string; about: string; due: string };

const WORDS = {
  id: {
    about: (description: string) => ` untuk ${description}`,
    due: (date: string) => `, jatuh tempo ${date}`,
    ask: (m: Parts) => [
      `Halo ${m.contact},`,
      `Kami dari ${m.business} ingin mengingatkan dengan hormat: masih ada tagihan sebesar ${m.amount}${m.about}${m.due}.`,
    ],
    details: 'Rinciannya bisa dilihat di sini:',
    thanks: 'Terima kasih.',
  },
  en: {
    about: (description: string) => ` for ${description}`,
    due: (date: string) => `, due on ${date}`,
    ask: (m: Parts) => [
      `Hello ${m.contact},`,
      `This is a friendly reminder from ${m.business}: ${m.amount}${m.about} is still outstanding${m.due}.`,
    ],
    details: 'You can see the details here:',
    thanks: 'Thank you.',
  },
} as const;

export function reminderMessage(input: ReminderMessage): string {
  const words = WORDS[input.language];
  const description = input.description ? oneLine(input.description, 80) : '';
  const parts: Parts = {
    contact: oneLine(input.contact, 100),
    business: oneLine(input.business, 100),
    amount: input.amount,
    about: description ? words.about(description) : '',
    due: input.dueDate ? words.due(longDate(input.dueDate, input.language)) : '',
  };
  const payment = input.payment ? paymentLines(input.payment, input.language, null) : [];
  return [
    ...words.ask(parts),
    `${words.details} ${input.url}`,
    ...(payment.length > 0 ? ['', ...payment, ''] : []),
    words.thanks,
  ].join('\n');
}
