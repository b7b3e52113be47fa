/**
 * The kwitansi's sheet, shared by an invoice payment's receipt and a plan payment's: an A5 page
 * laid landscape (as wide as A4, so it takes the invoice's parts), the issuer beside the title and
 * number, a rule, the fields, then what the receipt puts below (the sum, a signature, "paid").
 */
import type { Content, DocumentDefinition } from './document';
import { A4_INNER, A4_MARGIN, cellWidth, MUTED, sideBySide } from './document-parts';

/** A field: the label muted, the value as text (user text, read left to right like a letter). */
export type ReceiptField = { label: string; value: string; italics?: boolean };

/** The sum in figures, large and boxed, `width` outer points wide. */
export const amountBox = (text: string, width = 230): Content => ({
  table: { widths: [cellWidth(width)], body: [[{ text, fontSize: 18 }]] },
  bold: true,
  margin: [0, 16, 0, 0],
});

export function receiptSheet(sheet: {
  /** "Kwitansi" or "Receipt"; "No." and the receipt's number. */
  title: string;
  numberLabel: string;
  number: string;
  /** The money locale, as the document's language. */
  locale: string;
  issuer: Content[];
  /** A logo data URL the issuer shows as the image `logo`. */
  logo?: string | null;
  fields: readonly ReceiptField[];
  below: Content;
}): DocumentDefinition {
  return {
    pageSize: 'A5',
    pageOrientation: 'landscape',
    pageMargins: [A4_MARGIN, 32, A4_MARGIN, 32],
    language: sheet.locale,
    info: { title: `${sheet.title} ${sheet.number}` },
    defaultStyle: { fontSize: 9, lineHeight: 1.25 },
    ...(sheet.logo ? { images: { logo: sheet.logo } } : {}),
    content: [
      sideBySide(
        [290, sheet.issuer],
        [
          215,
          [
            { text: sheet.title.toUpperCase(), fontSize: 22, bold: true, alignment: 'right' },
            { text: `${sheet.numberLabel} ${sheet.number}`, bold: true, alignment: 'right' },
          ],
        ],
      ),
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: A4_INNER, y2: 0, lineWidth: 0.75 }],
        margin: [0, 10, 0, 8],
      },
      {
        table: {
          widths: [cellWidth(130), cellWidth(385)],
          body: sheet.fields.map(({ label, value, ...style }) => [
            { text: label, color: MUTED },
            { text: value, ...style },
          ]),
        },
        layout: 'noBorders',
      },
      sheet.below,
    ],
  };
}
