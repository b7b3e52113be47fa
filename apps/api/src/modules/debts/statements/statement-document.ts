/**
 * A contact's statement as an A4 PDF (the portal's download): the business's letterhead, the
 * contact, every open credit and debt and unpaid invoice with its payments beneath, and per
 * currency what each side owes and the net. User text (names, descriptions, invoice numbers)
 * goes in as text nodes only.
 */
import { type DateFormat, formatMoney, type PortalStatement } from '@usaha/shared';
import type { Content, DocumentDefinition } from '../../../pdf/document';
import {
  A4_INNER,
  A4_MARGIN,
  keepTitlesWithText,
  type Letterhead,
  type ListRow,
  letterhead,
  listTable,
  MUTED,
  NEGATIVE,
  pageFooter,
  rowsTable,
  sectionTitle,
  sideBySide,
} from '../../../pdf/document-parts';
import { formatDocumentDate, moneyLocale } from '../../../pdf/document-text';
import { STATEMENT_WORDS } from './contact-statement-words';

export type StatementDocumentInput = {
  statement: PortalStatement;
  business: Letterhead;
  /** The logo as a data URL the engine draws (pdf/render imageDataUrl), else null. */
  logo: string | null;
  date_format: DateFormat;
};

type Item = PortalStatement['items'][number];
type Words = (typeof STATEMENT_WORDS)['id' | 'en'];

/** Date, description, due date, amount, paid, remaining: A4_INNER in all. */
const WIDTHS = [62, 165.28, 62, 76, 74, 76] as const;

function writer(input: StatementDocumentInput) {
  const { language } = input.statement;
  const locale = moneyLocale(language);
  return {
    words: STATEMENT_WORDS[language] as Words,
    locale,
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    date: (date: string) => formatDocumentDate(date, input.date_format, language),
  };
}

type Writer = ReturnType<typeof writer>;

function itemRows(item: Item, { words, money, date }: Writer): Content[][] {
  const what = item.label ? `${words.types[item.type]}: ${item.label}` : words.types[item.type];
  const right = (text: string): Content => ({ text, alignment: 'right' });
  const due: Content = item.due_date
    ? {
        text: item.overdue ? `${date(item.due_date)}\n${words.overdue}` : date(item.due_date),
        color: item.overdue ? NEGATIVE : undefined,
      }
    : '';
  const rows: Content[][] = [
    [
      date(item.date),
      { text: what },
      due,
      right(money(item.amount, item.currency)),
      right(money(item.paid, item.currency)),
      { text: money(item.remaining, item.currency), alignment: 'right', bold: true },
    ],
  ];
  for (const payment of item.payments) {
    rows.push([
      '',
      { text: `${words.payment} ${date(payment.date)}`, color: MUTED },
      '',
      '',
      { text: money(payment.amount, item.currency), alignment: 'right', color: MUTED },
      '',
    ]);
  }
  return rows;
}

function totals(statement: PortalStatement, { words, money }: Writer): Content[] {
  const rows: ListRow[] = statement.totals.flatMap((figures) => {
    const { currency, net } = figures;
    const netLabel = net > 0 ? words.netOwedByYou : net < 0 ? words.netOwedToYou : words.settled;
    return [
      { label: words.receivable, value: money(figures.receivable, currency) },
      { label: words.payable, value: money(figures.payable, currency) },
      { label: netLabel, value: money(Math.abs(net), currency), strong: true },
    ];
  });
  if (rows.length === 0) return [{ text: words.nothing, margin: [0, 12, 0, 0] }];
  return [sectionTitle(words.totals), sideBySide([215, []], [300, [listTable(rows, [190, 110])]])];
}

export function statementDocument(input: StatementDocumentInput): DocumentDefinition {
  const { statement } = input;
  const out = writer(input);
  const { words } = out;
  const labels = [
    words.date,
    words.description,
    words.dueDate,
    words.amount,
    words.paid,
    words.remaining,
  ];
  const rows = statement.items.flatMap((item) => itemRows(item, out));
  return {
    pageSize: 'A4',
    pageMargins: [A4_MARGIN, A4_MARGIN, A4_MARGIN, 56],
    language: out.locale,
    info: { title: `${words.title} ${statement.contact_name}` },
    defaultStyle: { fontSize: 9, lineHeight: 1.25 },
    ...(input.logo ? { images: { logo: input.logo } } : {}),
    footer: pageFooter(`${words.title} · ${statement.business.name}`, words.page),
    pageBreakBefore: keepTitlesWithText,
    content: [
      sideBySide(
        [300, letterhead(input.business, input.logo !== null, words.taxId)],
        [
          200,
          [
            { text: words.title.toUpperCase(), fontSize: 16, bold: true, alignment: 'right' },
            { text: `${words.asOf} ${out.date(statement.as_of)}`, alignment: 'right' },
          ],
        ],
      ),
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: A4_INNER, y2: 0, lineWidth: 0.75 }],
        margin: [0, 10, 0, 8],
      },
      { text: words.to, color: MUTED },
      { text: statement.contact_name, bold: true, fontSize: 11, margin: [0, 0, 0, 10] },
      ...(rows.length > 0 ? [rowsTable(WIDTHS, labels, 3, rows)] : []),
      ...totals(statement, out),
    ],
  };
}
