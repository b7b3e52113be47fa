/**
 * An entry as a small receipt (nota): one A6-wide page as tall as its content, with the
 * business's name and logo, the entry's facts and its amount. Every name and description is
 * user text and goes in only as the text of a node.
 */
import { type BusinessSettings, categoryLabel, formatMoney } from '@usaha/shared';
import type { Content, DocumentDefinition } from '../../pdf/document';
import { formatDocumentDate, moneyLocale } from '../../pdf/document-text';
import type { EntryReceipt } from '../entries/entry-receipts.service';
import { RECEIPT_WORDS, type ReceiptLanguage } from './receipt-words';

/** A6's width (105 mm); the height follows the content. */
const PAGE_WIDTH = 297.64;
const MARGIN = 20;
const INNER = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#5f6b66';
const MONEY_IN = '#087f5b';
const MONEY_OUT = '#c92a2a';

/** A dashed line across; a new node each time (the engine writes its layout into the node). */
const rule = (): Content => ({
  canvas: [
    {
      type: 'line',
      x1: 0,
      y1: 0,
      x2: INNER,
      y2: 0,
      lineWidth: 0.75,
      lineColor: '#adb5bd',
      dash: { length: 3, space: 2 },
    },
  ],
  margin: [0, 8, 0, 8],
});

/** Short enough to say aloud, unique enough to find the entry: its reference, else its id's start. */
export const receiptNumber = (receipt: Pick<EntryReceipt, 'id' | 'reference'>) =>
  receipt.reference ?? receipt.id.replace(/-/g, '').slice(0, 8).toUpperCase();

export type ReceiptInput = {
  receipt: EntryReceipt;
  business: Pick<BusinessSettings, 'name' | 'address' | 'phone' | 'date_format'>;
  /** The logo as a data URL the engine draws (PNG or JPEG), else null. */
  logo: string | null;
  language: ReceiptLanguage;
};

function header(input: ReceiptInput): Content[] {
  const { business, logo } = input;
  const lines: Content[] = [];
  if (logo)
    lines.push({ image: 'logo', fit: [140, 56], alignment: 'center', margin: [0, 0, 0, 6] });
  lines.push({ text: business.name, fontSize: 13, bold: true, alignment: 'center' });
  for (const line of [business.address, business.phone]) {
    if (line) lines.push({ text: line, fontSize: 8, color: MUTED, alignment: 'center' });
  }
  return lines;
}

function facts(input: ReceiptInput): Content[][] {
  const { receipt, business, language } = input;
  const words = RECEIPT_WORDS[language];
  const rows: Array<[string, string | null]> = [
    [words.number, receiptNumber(receipt)],
    [words.date, formatDocumentDate(receipt.date, business.date_format, language)],
    [words.book, receipt.cashbookName],
    [
      words.category,
      receipt.categoryName === null
        ? null
        : categoryLabel(
            { name: receipt.categoryName, seed_key: receipt.categorySeedKey },
            language,
          ),
    ],
    [receipt.direction === 'in' ? words.from : words.to, receipt.contactName],
    [words.description, receipt.description || null],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([label, value]) => [{ text: label, color: MUTED }, { text: value }]);
}

export function receiptDocument(input: ReceiptInput): DocumentDefinition {
  const { receipt, language } = input;
  const words = RECEIPT_WORDS[language];
  const money = formatMoney(receipt.amount, receipt.currency, moneyLocale(language));
  const color = receipt.direction === 'in' ? MONEY_IN : MONEY_OUT;
  const footer: Content[] = [];
  if (receipt.recordedBy) {
    footer.push({ text: `${words.recordedBy}: ${receipt.recordedBy}`, color: MUTED });
  }
  footer.push({ text: `ID ${receipt.id}`, color: MUTED, fontSize: 6.5 });
  footer.push({ text: words.madeWith, color: MUTED, alignment: 'center', margin: [0, 8, 0, 0] });
  return {
    pageSize: { width: PAGE_WIDTH, height: 'auto' },
    pageMargins: MARGIN,
    language: language === 'id' ? 'id-ID' : 'en-US',
    info: { title: `${words.title} ${receiptNumber(receipt)}` },
    defaultStyle: { fontSize: 9, lineHeight: 1.2 },
    ...(input.logo ? { images: { logo: input.logo } } : {}),
    content: [
      ...header(input),
      rule(),
      {
        columns: [
          { text: words.title.toUpperCase(), fontSize: 14, bold: true, characterSpacing: 1 },
          {
            text: words[receipt.direction],
            color,
            bold: true,
            alignment: 'right',
            margin: [0, 3, 0, 0],
          },
        ],
      },
      {
        table: { widths: [74, '*'], body: facts(input) },
        layout: 'noBorders',
        margin: [0, 6, 0, 0],
      },
      rule(),
      {
        columns: [
          { text: words.amount, bold: true, margin: [0, 4, 0, 0] },
          { text: money, fontSize: 16, bold: true, color, alignment: 'right' },
        ],
      },
      rule(),
      { stack: footer, fontSize: 7 },
    ],
  };
}
