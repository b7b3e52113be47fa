/**
 * Whatever a user typed reaches the invoice PDF as plain text: markup and PDF syntax are printed,
 * a word longer than its column wraps inside the page, characters the font lacks (emoji, Arabic,
 * Hebrew) draw as blanks without breaking the file, and a field of many lines is never cut off.
 */
import type { Invoice } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { invoiceDocument } from './invoice-document';
import { documentInput, readPdf, richInvoice } from './invoice-document.fixture';

const MARKUP =
  '<b>Bu Ratna</b> <script>alert(1)</script> ) Tj ET /JavaScript << /S /Launch >> {{7*7}}';
const LONG_WORD = `Rp${'9'.repeat(40)}${'W'.repeat(260)}`;
const UNDRAWABLE = '🙂 👨‍👩‍👧 مرحبا بالعالم שלום 漢字';
const OVERRIDE = '\u202Eslip\u202C';
const squeezed = (value: string) => value.replace(/\s+/g, '');

function hostileInvoice(): Invoice {
  const invoice = richInvoice();
  const [first, ...rest] = invoice.lines;
  if (!first) throw new Error('the fixture has lines');
  return {
    ...invoice,
    number: `INV/${'X'.repeat(36)}`,
    customer: {
      ...invoice.customer,
      name: `${MARKUP} ${UNDRAWABLE} ${OVERRIDE} akhir-nama`,
      company: LONG_WORD,
      address: `Baris 1\n${'\n'.repeat(5)}Baris 7`,
      tax_id: '<NPWP>',
    },
    lines: [{ ...first, description: `${MARKUP} ${LONG_WORD} ${UNDRAWABLE} akhir-baris` }, ...rest],
    charge_label: `${LONG_WORD.slice(0, 60)}`,
    notes: `Catatan awal\n${'\n'.repeat(200)}Catatan akhir ${UNDRAWABLE}`,
    terms: LONG_WORD,
  };
}

describe('user text in the invoice PDF', () => {
  it('is printed as it was typed, wrapped inside the page, and becomes no PDF syntax', async () => {
    const invoice = hostileInvoice();
    const pdf = await readPdf(
      invoiceDocument(
        documentInput(invoice, {
          business: { ...documentInput(invoice).business, name: MARKUP, address: LONG_WORD },
          bank_accounts: [
            { bank_name: MARKUP, account_number: LONG_WORD, account_name: UNDRAWABLE },
          ],
          footer: `${MARKUP} ${LONG_WORD}`,
        }),
      ),
    );
    const text = squeezed(pdf.text);
    // Each field whole, in the page: text drawn off the page is not in pdftotext's output.
    expect(text).toContain(squeezed(`${MARKUP}`));
    expect(text.split(squeezed(MARKUP)).length - 1).toBeGreaterThanOrEqual(5);
    expect(text.split(LONG_WORD).length - 1).toBeGreaterThanOrEqual(5);
    for (const ending of ['akhir-nama', 'akhir-baris', 'Baris7', 'Catatanakhir', invoice.number]) {
      expect(text).toContain(ending);
    }
    expect(text).toContain(squeezed(LONG_WORD.slice(0, 60)));
    expect(text).toContain('<NPWP>');
    // The long word wrapped: no line of the page holds it whole.
    expect(pdf.text.split('\n').some((line) => line.includes(LONG_WORD))).toBe(false);
    // Letters the font has, around those it lacks, are all there.
    expect(pdf.text).toContain('slip');
    const bytes = pdf.bytes.toString('latin1');
    for (const syntax of ['/JavaScript', '/JS', '/Launch', '/URI', '/OpenAction', '/AA']) {
      expect(bytes).not.toContain(syntax);
    }
  });

  it('keeps a line of a hundred and fifty lines whole over the pages', async () => {
    const invoice = richInvoice();
    const tall = Array.from({ length: 150 }, (_, index) => `baris-${index + 1}`).join('\n');
    const [first, ...rest] = invoice.lines;
    if (!first) throw new Error('the fixture has lines');
    const pdf = await readPdf(
      invoiceDocument(
        documentInput({ ...invoice, lines: [{ ...first, description: tall }, ...rest] }),
      ),
    );
    for (let line = 1; line <= 150; line += 1)
      expect(pdf.text).toMatch(new RegExp(`baris-${line}\\b`));
    expect(pdf.text).toContain('Sewa alat makan');
    expect(pdf.pages.length).toBeGreaterThan(2);
  });
});
