/** The words an invoice sends beyond its PDF: the WhatsApp message, the timeline's values. */

const WHATSAPP = {
  id: (m: Message) =>
    `Halo ${m.customer}, berikut faktur ${m.number} dari ${m.business} sebesar ${m.amountDue}, jatuh tempo ${m.dueDate}. Lihat dan bayar di sini: ${m.url}`,
  en: (m: Message) =>
    `Hello ${m.customer}, here is invoice ${m.number} from ${m.business} for ${m.amountDue}, due on ${m.dueDate}. View and pay here: ${m.url}`,
} as const;

type Message = {
  customer: string;
  business: string;
  number: string;
  amountDue: string;
  dueDate: string;
  url: string;
};

export function whatsappMessage(input: Message & { language: 'id' | 'en' }): string {
  return WHATSAPP[input.language](input);
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
