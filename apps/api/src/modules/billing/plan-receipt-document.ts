/**
 * The receipt of a plan's payment (issue 17): Usaha received it from the business (its name,
 * address and NPWP as its settings hold them now), for which plan and period, when, how, the sum
 * in figures and in words, and "paid". An A5 sheet laid landscape, as the invoice's kwitansi.
 */
import { amountInWords, type DateFormat, formatMoney } from '@usaha/shared';
import type { Content, DocumentDefinition } from '../../pdf/document';
import { MUTED, POSITIVE, sideBySide } from '../../pdf/document-parts';
import { type DocumentLanguage, formatDocumentDate, moneyLocale } from '../../pdf/document-text';
import { amountBox, receiptSheet } from '../../pdf/receipt-sheet';
import type { PaymentRow } from './payments.repository';

const WORDS = {
  id: {
    title: 'Kwitansi',
    number: 'No.',
    receivedFrom: 'Diterima dari',
    taxId: 'NPWP',
    sum: 'Terbilang',
    forPayment: 'Untuk pembayaran',
    plan: (plan: string, interval: 'monthly' | 'yearly') =>
      `Langganan Usaha paket ${plan} ${interval === 'yearly' ? 'tahunan' : 'bulanan'}`,
    period: 'Periode',
    paidOn: 'Tanggal bayar',
    method: 'Cara bayar',
    methods: {
      sandbox: 'Sandbox (uji coba)',
      manual: 'Transfer bank',
      midtrans: 'Midtrans',
      stripe: 'Kartu (Stripe)',
    },
    status: 'LUNAS',
    issuer: 'Usaha — aplikasi pembukuan usaha',
  },
  en: {
    title: 'Receipt',
    number: 'No.',
    receivedFrom: 'Received from',
    taxId: 'Tax ID (NPWP)',
    sum: 'In words',
    forPayment: 'For',
    plan: (plan: string, interval: 'monthly' | 'yearly') =>
      `Usaha ${plan} plan, ${interval === 'yearly' ? 'yearly' : 'monthly'}`,
    period: 'Period',
    paidOn: 'Paid on',
    method: 'Paid by',
    methods: {
      sandbox: 'Sandbox (test)',
      manual: 'Bank transfer',
      midtrans: 'Midtrans',
      stripe: 'Card (Stripe)',
    },
    status: 'PAID',
    issuer: 'Usaha — bookkeeping for small businesses',
  },
} as const;

export type PlanReceiptInput = {
  payment: PaymentRow;
  planName: string;
  business: { name: string; address: string | null; npwp: string | null };
  /** Business dates (`YYYY-MM-DD`) in the business's time zone. */
  dates: { paid: string; from: string; to: string };
  dateFormat: DateFormat;
  language: DocumentLanguage;
  supportEmail: string | null;
};

export function planReceiptDocument(input: PlanReceiptInput): DocumentDefinition {
  const { payment, language } = input;
  const words = WORDS[language];
  const locale = moneyLocale(language);
  const date = (value: string) => formatDocumentDate(value, input.dateFormat, language);
  const payer = [
    input.business.name,
    ...(input.business.address ? [input.business.address] : []),
    ...(input.business.npwp ? [`${words.taxId} ${input.business.npwp}`] : []),
  ].join('\n');
  const interval = payment.interval === 'yearly' ? 'yearly' : 'monthly';
  const rows = [
    { label: words.receivedFrom, value: payer },
    {
      label: words.sum,
      value: amountInWords(payment.amount, payment.currency, language),
      italics: true,
    },
    { label: words.forPayment, value: words.plan(input.planName, interval) },
    { label: words.period, value: `${date(input.dates.from)} – ${date(input.dates.to)}` },
    { label: words.paidOn, value: date(input.dates.paid) },
    { label: words.method, value: words.methods[payment.provider as keyof typeof words.methods] },
  ];
  const issuer: Content[] = [
    { text: 'Usaha', fontSize: 14, bold: true },
    { text: words.issuer, color: MUTED },
    ...(input.supportEmail ? [{ text: input.supportEmail, color: MUTED }] : []),
  ];
  return receiptSheet({
    title: words.title,
    numberLabel: words.number,
    number: payment.reference,
    locale,
    issuer,
    fields: rows,
    below: sideBySide(
      [230, [amountBox(formatMoney(payment.amount, payment.currency, locale))]],
      [
        200,
        [
          {
            text: words.status,
            fontSize: 20,
            bold: true,
            color: POSITIVE,
            alignment: 'right',
            margin: [0, 20, 0, 0],
          },
        ],
      ],
    ),
  });
}
