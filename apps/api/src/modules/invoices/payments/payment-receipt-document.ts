/**
 * A payment of an invoice as its receipt (kwitansi), on an A5 sheet laid landscape (as wide as A4
 * is, so it shares the invoice's parts): who paid, the sum in figures and in words, for which
 * invoice, when, how and into which cash book, what is left to pay, and the signature line.
 */
import {
  amountInWords,
  type DateFormat,
  formatMoney,
  type Invoice,
  type InvoicePayment,
  type PortalInvoice,
  STAMP_DUTY_AMOUNT,
  stampDutyApplies,
} from '@usaha/shared';
import type { Content, DocumentDefinition } from '../../../pdf/document';
import { letterhead, MUTED, sideBySide } from '../../../pdf/document-parts';
import { amountBox, receiptSheet } from '../../../pdf/receipt-sheet';
import { PAYMENT_RECEIPT_WORDS, writerOf } from '../pdf/invoice-document-words';

export type PaymentReceiptInput = {
  invoice: Invoice;
  payment: InvoicePayment;
  business: PortalInvoice['business'];
  /** The logo as a data URL the engine draws (pdf/render imageDataUrl), else null. */
  logo: string | null;
  date_format: DateFormat;
};

/**
 * The kwitansi's number: the invoice's, then the end of the payment's id (its random part), so
 * that two payments of one invoice on one day still get two numbers.
 */
export const paymentReceiptNumber = (invoice: Pick<Invoice, 'number'>, payment: { id: string }) =>
  `${invoice.number}-${payment.id.replace(/-/g, '').slice(-6).toUpperCase()}`;

/** The signature: a blank to sign on, a line, the business's name; the stamp's place if due. */
function signature(input: PaymentReceiptInput, receivedBy: string, stampNote: string | null) {
  const lines: Content[] = [{ text: receivedBy, alignment: 'center' }];
  if (stampNote) {
    lines.push({ text: stampNote, fontSize: 7, color: MUTED, alignment: 'center' });
  }
  lines.push(
    {
      canvas: [{ type: 'line', x1: 20, y1: 0, x2: 180, y2: 0, lineWidth: 0.75 }],
      margin: [0, stampNote ? 34 : 44, 0, 4],
    },
    { text: input.business.name, bold: true, alignment: 'center' },
  );
  return lines;
}

export function paymentReceiptDocument(input: PaymentReceiptInput): DocumentDefinition {
  const { invoice, payment } = input;
  const writer = writerOf(invoice, input.date_format);
  const { money, date, locale } = writer;
  const words = PAYMENT_RECEIPT_WORDS[invoice.language];
  const number = paymentReceiptNumber(invoice, payment);
  const { customer } = invoice;
  const payer = customer.company ? `${customer.name}\n${customer.company}` : customer.name;
  const rows = [
    { label: words.receivedFrom, value: payer },
    {
      label: words.sum,
      value: amountInWords(payment.amount, invoice.currency, invoice.language),
      italics: true,
    },
    { label: words.forPayment, value: words.invoice(invoice.number) },
    { label: words.date, value: date(payment.date) },
    { label: words.method, value: writer.words.methods[payment.method] },
    { label: words.cashBook, value: payment.cashbook_name },
    ...(payment.note ? [{ label: words.note, value: payment.note }] : []),
    {
      label: words.amountDue,
      value: invoice.amount_due === 0 ? words.paidInFull : money(invoice.amount_due),
    },
  ];
  const stampNote = stampDutyApplies(payment.amount, invoice.currency)
    ? writer.words.stampDuty(formatMoney(STAMP_DUTY_AMOUNT, 'IDR', locale))
    : null;
  return receiptSheet({
    title: words.title,
    numberLabel: words.number,
    number,
    locale,
    issuer: letterhead(input.business, input.logo !== null, writer.words.taxId),
    logo: input.logo,
    fields: rows,
    below: sideBySide(
      [270, [amountBox(money(payment.amount))]],
      [200, signature(input, words.receivedBy, stampNote)],
    ),
  });
}
