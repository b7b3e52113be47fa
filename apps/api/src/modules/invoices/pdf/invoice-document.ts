/**
 * An invoice as an A4 PDF (FAKTUR / INVOICE, in the invoice's language): the business, the
 * customer as frozen on the invoice, the lines (their header row repeated on every page), the
 * totals exactly as the invoice carries them, how to pay, and its payments. Every user text goes
 * in only as the text of a node, in a column of fixed width (pdf/document-parts.ts).
 */
import {
  type DateFormat,
  formatMoney,
  type Invoice,
  type InvoicePayment,
  type PortalInvoice,
  STAMP_DUTY_AMOUNT,
  subtract,
} from '@usaha/shared';
import type { Content, DocumentDefinition } from '../../../pdf/document';
import {
  A4_INNER,
  A4_MARGIN,
  KEEP_TOGETHER,
  keepTitlesWithText,
  type ListRow,
  letterhead,
  listTable,
  MUTED,
  NEGATIVE,
  POSITIVE,
  pageFooter,
  rowsTable,
  sectionTitle,
  sideBySide,
} from '../../../pdf/document-parts';
import {
  formatQuantity,
  formatRate,
  type InvoiceWords,
  taxShare,
  type Writer,
  writerOf,
} from './invoice-document-words';

export type InvoiceDocumentInput = {
  invoice: Invoice;
  payments: InvoicePayment[];
  business: PortalInvoice['business'];
  bank_accounts: PortalInvoice['bank_accounts'];
  /** Pictures as data URLs the engine draws (pdf/render imageDataUrl), else null. */
  logo: string | null;
  qris: string | null;
  date_format: DateFormat;
  footer: string | null;
};

type Line = Invoice['lines'][number];

/** The mark of a voided or paid invoice, else null. */
function statusMark(invoice: Invoice, words: InvoiceWords) {
  if (invoice.status === 'void') return { text: words.voidMark.toUpperCase(), color: NEGATIVE };
  if (invoice.payment_status === 'paid') {
    return { text: words.paidMark.toUpperCase(), color: POSITIVE };
  }
  return null;
}

function heading(input: InvoiceDocumentInput, { words, date, money }: Writer): Content[] {
  const { invoice } = input;
  const { customer } = invoice;
  const title: Content[] = [
    { text: words.title.toUpperCase(), fontSize: 22, bold: true, alignment: 'right' },
  ];
  const mark = statusMark(invoice, words);
  if (mark) title.push({ ...mark, fontSize: 14, bold: true, alignment: 'right' });
  const facts = listTable(
    [
      { label: words.number, value: invoice.number, strong: true },
      { label: words.issueDate, value: date(invoice.issue_date) },
      { label: words.dueDate, value: date(invoice.due_date) },
    ],
    [80, 135],
  );
  const billTo: Content[] = [
    { text: words.billTo, color: MUTED },
    { text: customer.name, bold: true },
  ];
  for (const line of [customer.company, customer.address]) if (line) billTo.push({ text: line });
  if (customer.tax_id) billTo.push({ text: `${words.taxId} ${customer.tax_id}` });
  const due: Content[] = [
    { text: words.amountDue, color: MUTED, alignment: 'right' },
    { text: money(invoice.amount_due), fontSize: 16, bold: true, alignment: 'right' },
  ];
  return [
    sideBySide(
      [290, letterhead(input.business, input.logo !== null, words.taxId)],
      [215, [...title, { stack: [facts], margin: [0, 6, 0, 0] }]],
    ),
    { stack: [sideBySide([290, billTo], [215, due])], margin: [0, 18, 0, 12] },
  ];
}

type Column = { head: string; width: number; cell: (line: Line, index: number) => Content };

/** The columns the invoice needs: discount only when a line has one, tax only when rates differ. */
function lineColumns(lines: Line[], { words, figure, locale }: Writer): Column[] {
  const right = (text: string): Content => ({ text, alignment: 'right' });
  const columns: Column[] = [
    { head: words.lineNumber, width: 24, cell: (_, index) => String(index + 1) },
    // Width 0: the description takes what the others leave.
    { head: words.description, width: 0, cell: (line) => line.description },
    {
      head: words.quantity,
      width: 70,
      cell: (line) => right(`${formatQuantity(line.quantity, locale)} ${line.unit ?? ''}`.trim()),
    },
    { head: words.unitPrice, width: 82, cell: (line) => right(figure(line.unit_price)) },
  ];
  if (lines.some((line) => line.discount_amount !== 0)) {
    columns.push({
      head: words.discount,
      width: 66,
      cell: (line) => {
        if (line.discount_amount === 0) return '';
        const { discount } = line;
        const percent =
          discount?.type === 'percent' ? `\n(${formatRate(discount.value, locale)})` : '';
        return right(`${figure(-line.discount_amount)}${percent}`);
      },
    });
  }
  const tax = (line: Line) => {
    const share = taxShare(line.tax_base);
    return `${formatRate(line.tax_rate, locale)}${share ? `\n(${share})` : ''}`;
  };
  if (new Set(lines.map(tax)).size > 1) {
    columns.push({ head: words.tax, width: 52, cell: (line) => right(tax(line)) });
  }
  columns.push({
    head: words.amount,
    width: 88,
    cell: (line) => right(figure(subtract(line.amount, line.discount_amount))),
  });
  return columns;
}

function linesTable(invoice: Invoice, writer: Writer): Content {
  const columns = lineColumns(invoice.lines, writer);
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  return rowsTable(
    columns.map((column) => column.width || A4_INNER - fixed),
    columns.map((column) => column.head),
    2,
    invoice.lines.map((line, index) => columns.map((column) => column.cell(line, index))),
  );
}

/** The totals, each figure as the invoice carries it (calculateInvoice's, through the API). */
function totalRows(invoice: Invoice, { words, money, locale }: Writer): ListRow[] {
  const rows: ListRow[] = [{ label: words.subtotal, value: money(invoice.subtotal) }];
  if (invoice.line_discount !== 0) {
    rows.push({
      label: words.lineDiscounts,
      value: `(${money(invoice.line_discount)})`,
      muted: true,
    });
  }
  if (invoice.invoice_discount !== 0) {
    const { discount } = invoice;
    const percent = discount?.type === 'percent' ? ` ${formatRate(discount.value, locale)}` : '';
    rows.push({ label: `${words.discount}${percent}`, value: money(-invoice.invoice_discount) });
  }
  for (const group of invoice.taxes) {
    if (group.rate === 0) continue;
    const share = taxShare(group.tax_base);
    const name = `${words.taxName} ${formatRate(group.rate, locale)}`;
    rows.push({ label: `${words.taxBase} ${name}`, value: money(group.base) });
    if (share)
      rows.push({ label: `${words.otherTaxBase} (${share})`, value: money(group.taxable) });
    const included = invoice.prices_include_tax ? ` (${words.taxIncluded})` : '';
    rows.push({ label: `${name}${included}`, value: money(group.tax) });
  }
  if (invoice.charge !== 0) {
    rows.push({ label: invoice.charge_label ?? words.charge, value: money(invoice.charge) });
  }
  if (invoice.rounding !== 0) rows.push({ label: words.rounding, value: money(invoice.rounding) });
  rows.push({ label: words.total, value: money(invoice.total), strong: true });
  if (invoice.paid !== 0) rows.push({ label: words.paid, value: money(-invoice.paid) });
  rows.push({ label: words.amountDue, value: money(invoice.amount_due), strong: true });
  return rows;
}

/** Beside the totals: the total in words and the stamp-duty note. */
function totalsAside(invoice: Invoice, { words, locale }: Writer): Content[] {
  const aside: Content[] = [];
  if (invoice.amount_in_words) {
    aside.push(
      { text: words.inWords, color: MUTED },
      { text: invoice.amount_in_words, italics: true },
    );
  }
  if (invoice.stamp_duty) {
    const duty = formatMoney(STAMP_DUTY_AMOUNT, 'IDR', locale);
    aside.push({ text: words.stampDuty(duty), color: MUTED, margin: [0, 8, 0, 0] });
  }
  return aside;
}

/** The totals with the words beside them, kept on one page where they fit. */
function totalsBlock(invoice: Invoice, writer: Writer): Content {
  const rows = totalRows(invoice, writer);
  return {
    stack: [sideBySide([235, totalsAside(invoice, writer)], [265, [listTable(rows, [155, 110])]])],
    headlineLevel: KEEP_TOGETHER,
    margin: [0, 10, 0, 0],
  };
}

/**
 * While something is left to pay: the bank accounts with what to write with the transfer, the
 * QRIS picture; with neither, whom to ask (the business's phone or email).
 */
function howToPay(input: InvoiceDocumentInput, { words }: Writer): Content[] {
  const { invoice, bank_accounts, qris, business } = input;
  if (invoice.status === 'void' || invoice.amount_due <= 0) return [];
  if (bank_accounts.length === 0 && !qris) {
    const contact = business.phone ?? business.email;
    return contact
      ? [sectionTitle(words.howToPay), { text: words.askHow(business.name, contact) }]
      : [];
  }
  const accounts: Content[] = bank_accounts.map((account) => ({
    stack: [
      { text: account.bank_name, bold: true },
      { text: account.account_number, fontSize: 11 },
      { text: `${words.accountHolder} ${account.account_name}`, color: MUTED },
    ],
    margin: [0, 0, 0, 6],
  }));
  if (bank_accounts.length > 0) accounts.push({ text: words.transferNote(invoice.number) });
  const scan: Content[] = qris
    ? [
        { image: 'qris', fit: [120, 120], alignment: 'center' },
        { text: words.scanToPay, alignment: 'center' },
      ]
    : [];
  return [sectionTitle(words.howToPay), sideBySide([345, accounts], [150, scan])];
}

function paymentsTable(payments: InvoicePayment[], { words, money, date }: Writer): Content[] {
  if (payments.length === 0) return [];
  const rows = payments.map((payment): Content[] => [
    date(payment.date),
    words.methods[payment.method],
    { text: money(payment.amount), alignment: 'right' },
  ]);
  const labels = [words.date, words.method, words.amount];
  return [sectionTitle(words.payments), rowsTable([100, 140, 100], labels, 2, rows)];
}

function closing(input: InvoiceDocumentInput, { words }: Writer): Content[] {
  const out: Content[] = [];
  const { notes, terms } = input.invoice;
  if (notes) out.push(sectionTitle(words.notes), { text: notes });
  if (terms) out.push(sectionTitle(words.terms), { text: terms });
  if (input.footer) {
    out.push({ text: input.footer, color: MUTED, alignment: 'center', margin: [0, 18, 0, 0] });
  }
  return out;
}

export function invoiceDocument(input: InvoiceDocumentInput): DocumentDefinition {
  const { invoice } = input;
  const writer = writerOf(invoice, input.date_format);
  const { words, locale } = writer;
  const images: Record<string, string> = {};
  if (input.logo) images.logo = input.logo;
  if (input.qris) images.qris = input.qris;
  const mark = statusMark(invoice, words);
  return {
    pageSize: 'A4',
    pageMargins: [A4_MARGIN, A4_MARGIN, A4_MARGIN, 56],
    language: locale,
    info: { title: `${words.title} ${invoice.number}` },
    defaultStyle: { fontSize: 9, lineHeight: 1.25 },
    images,
    ...(mark ? { watermark: { ...mark, opacity: 0.08, bold: true } } : {}),
    footer: pageFooter(invoice.number, words.page),
    pageBreakBefore: keepTitlesWithText,
    content: [
      ...heading(input, writer),
      linesTable(invoice, writer),
      totalsBlock(invoice, writer),
      ...howToPay(input, writer),
      ...paymentsTable(input.payments, writer),
      ...closing(input, writer),
    ],
  };
}
