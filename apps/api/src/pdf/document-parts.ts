/**
 * Pieces the A4 documents share (the invoice, the kwitansi, reports next): the letterhead, the
 * look of a table, label–value rows and the page footer. User text goes in as text nodes only,
 * in columns of fixed width: a long word wraps there instead of widening its column off the page.
 */
import type { Content, DocumentDefinition, TableLayout } from './document';

/** A4 is 595.28 pt wide; what is left between the margins. */
export const A4_MARGIN = 40;
export const A4_INNER = 595.28 - 2 * A4_MARGIN;
/** A table cell's padding left and right (the widths a table is given leave it out). */
export const CELL_PAD = 4;
export const MUTED = '#5f6b66';
export const POSITIVE = '#087f5b';
export const NEGATIVE = '#c92a2a';
const RULE = '#ced4da';
const HEAD_FILL = '#f1f3f5';

/** Lines between the rows only, the header's heavier; no vertical lines. */
export const ROWS_LAYOUT: TableLayout = {
  hLineWidth: (row) => (row === 1 ? 1 : row === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingLeft: () => CELL_PAD,
  paddingRight: () => CELL_PAD,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** No lines, tight rows: label–value lists. */
const LIST_LAYOUT: TableLayout = {
  ...ROWS_LAYOUT,
  hLineWidth: () => 0,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** The width a table's column gets for `outer` points of the page, its padding taken off. */
export const cellWidth = (outer: number) => outer - 2 * CELL_PAD;

/** A header row: bold on a light fill, the columns from `rightFrom` on aligned right. */
const headerRow = (labels: readonly string[], rightFrom: number): Content[] =>
  labels.map((text, index) => ({
    text,
    bold: true,
    fillColor: HEAD_FILL,
    alignment: index >= rightFrom ? 'right' : 'left',
  }));

/**
 * Rows under a header row repeated on every page; `widths` are outer points, the columns from
 * `rightFrom` on aligned right. A tall row may break over two pages: pdfmake's dontBreakRows
 * drops a row taller than a page (a description of many lines), this never loses one.
 */
export function rowsTable(
  widths: readonly number[],
  labels: readonly string[],
  rightFrom: number,
  rows: Content[][],
): Content {
  return {
    table: {
      widths: widths.map(cellWidth),
      headerRows: 1,
      body: [headerRow(labels, rightFrom), ...rows],
    },
    layout: ROWS_LAYOUT,
  };
}

export type ListRow = { label: string; value: string; strong?: boolean; muted?: boolean };

/** Label–value rows at two fixed widths (outer points), the values aligned right. */
export function listTable(rows: readonly ListRow[], widths: [number, number]): Content {
  return {
    table: {
      widths: widths.map(cellWidth),
      body: rows.map(({ label, value, strong, muted }) => [
        { text: label, bold: strong === true, color: muted ? MUTED : undefined },
        {
          text: value,
          bold: strong === true,
          color: muted ? MUTED : undefined,
          alignment: 'right',
        },
      ]),
    },
    layout: LIST_LAYOUT,
  };
}

/** A section's title; with keepTitlesWithText, never left alone at the bottom of a page. */
export const sectionTitle = (title: string): Content => ({
  text: title,
  bold: true,
  fontSize: 10,
  margin: [0, 14, 0, 4],
  headlineLevel: 1,
});

/** Names the page footer's nodes, which the engine lists after a page's last content. */
const PAGE_FOOTER = 'page-footer';

/** Marks a block to keep on one page where it fits (with keepTitlesWithText). */
export const KEEP_TOGETHER = 2;

/**
 * A definition's `pageBreakBefore`: a section title left last on its page, or a block kept
 * together that runs over a page, moves to the next page. Unlike pdfmake's `unbreakable`, a block
 * taller than a page then still flows on: nothing is dropped.
 */
export const keepTitlesWithText: NonNullable<DocumentDefinition['pageBreakBefore']> = (
  node,
  nodes,
) =>
  (node.headlineLevel === 1 &&
    nodes.getFollowingNodesOnPage().every((next) => next.style === PAGE_FOOTER)) ||
  (node.headlineLevel === KEEP_TOGETHER && node.pageNumbers.length > 1);

/** Two stacks side by side at fixed widths (their sum at most A4_INNER), the rest between. */
export const sideBySide = (left: [number, Content[]], right: [number, Content[]]): Content => ({
  columns: [
    { width: left[0], stack: left[1] },
    { width: right[0], stack: right[1] },
  ],
  columnGap: A4_INNER - left[0] - right[0],
});

export type Letterhead = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  npwp: string | null;
};

/** The business's logo (the definition's image `logo`), name, contacts and NPWP. */
export function letterhead(business: Letterhead, logo: boolean, taxIdLabel: string): Content[] {
  const lines: Content[] = [];
  if (logo) lines.push({ image: 'logo', fit: [160, 56], margin: [0, 0, 0, 6] });
  lines.push({ text: business.name, fontSize: 14, bold: true });
  for (const line of [business.address, business.phone, business.email]) {
    if (line) lines.push({ text: line, color: MUTED });
  }
  if (business.npwp) lines.push({ text: `${taxIdLabel} ${business.npwp}`, color: MUTED });
  return lines;
}

/**
 * The bottom margin's line of every page: what the document is, and "Halaman 1 dari 3"; `inner`
 * is the width between the margins (wider on a landscape page).
 */
export const pageFooter =
  (what: string, page: (page: number, pages: number) => string, inner = A4_INNER) =>
  (current: number, pages: number): Content => ({
    columns: [
      { width: inner / 2, text: what, style: PAGE_FOOTER },
      { width: inner / 2, text: page(current, pages), alignment: 'right', style: PAGE_FOOTER },
    ],
    style: PAGE_FOOTER,
    fontSize: 7,
    color: MUTED,
    margin: [A4_MARGIN, 24, A4_MARGIN, 0],
  });
