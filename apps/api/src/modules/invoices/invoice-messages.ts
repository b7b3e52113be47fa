/** The words an invoice sends beyond its PDF: the WhatsApp message, the timeline's values. */
import {
  type MessageLanguage,
  oneLine,
  type PaymentDetails,
  paymentLines,
} from '../../lib/whatsapp-text';

/** The invoice's figures as the message words them, each already written in its currency. */
type Message = {
  customer: string;
  business: string;
  number: string;
  total: string;
  paid: string;
  amountDue: string;
  dueDate: string;
  url: string;
};

/** An open invoice asks for what is left (a part paid is thanked for); a paid one only thanks. */
export type MessageState = 'unpaid' | 'partial' | 'paid';

const WHATSAPP: Record<MessageLanguage, Record<MessageState, (m: Message) => string[]>> = {
  id: {
    unpaid: (m) => [
      `Halo ${m.customer}, berikut faktur ${m.number} dari ${m.business} sebesar ${m.amountDue}, jatuh tempo ${m.dueDate}.`,
      `Lihat dan bayar di sini: ${m.url}`,
    ],
    partial: (m) => [
      `Halo ${m.customer}, terima kasih atas pembayaran ${m.paid} untuk faktur ${m.number} dari ${m.business}. Masih ada sisa tagihan ${m.amountDue}, jatuh tempo ${m.dueDate}.`,
      `Lihat dan bayar di sini: ${m.url}`,
    ],
    paid: (m) => [
      `Halo ${m.customer}, terima kasih! Faktur ${m.number} dari ${m.business} sebesar ${m.total} sudah lunas.`,
      `Bukti pembayarannya bisa dilihat di sini: ${m.url}`,
    ],
  },
  en: {
    unpaid: (m) => [
      `Hello ${m.customer}, here is invoice ${m.number} from ${m.business} for ${m.amountDue}, due on ${m.dueDate}.`,
      `View and pay here: ${m.url}`,
    ],
    partial: (m) => [
      `Hello ${m.customer}, thank you for your payment of ${m.paid} on invoice ${m.number} from ${m.business}. The remaining ${m.amountDue} is due on ${m.dueDate}.`,
      `View and pay here: ${m.url}`,
    ],
    paid: (m) => [
      `Hello ${m.customer}, thank you! Invoice ${m.number} from ${m.business} for ${m.total} is paid in full.`,
      `Your receipt is here: ${m.url}`,
    ],
  },
};

/**
 * The prepared message: the customer's and business's names as one clean line each, and while
 * something is due, how to pay (the business's bank accounts, QRIS and phone).
 */
export function whatsappMessage(
  input: Message & { language: MessageLanguage; state: MessageState; payment: PaymentDetails },
): string {
  const { language, state } = input;
  const words = {
    ...input,
    customer: oneLine(input.customer, 100),
    business: oneLine(input.business, 100),
  };
  const lines = WHATSAPP[language][state](words);
  const payment = state === 'paid' ? [] : paymentLines(input.payment, language, input.number);
  return (payment.length > 0 ? [...lines, '', ...payment] : lines).join('\n');
}

/** The values a timeline step names (never a whole invoice): number, amounts, address. */
const PARAMS = ['number', 'total', 'amount', 'currency', 'channel', 'email', 'date', 'method'];

export function historyParams(after: unknown): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (!after || typeof after !== 'object') return params;
  for (const name of PARAMS) {
    const value = (after as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}
