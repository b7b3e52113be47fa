/**
 * The invoice PDF, rendered and read back with poppler's pdftotext: the figures exactly as the
 * invoice carries them, in its language, the header row on every page of a long invoice, the
 * marks of a paid or void invoice, and user text drawn as text, whatever it holds.
 */
import { calculateInvoice, type Invoice } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { imageDataUrl } from '../../../pdf/render';
import { tinyPng } from '../../../test/files';
import { invoiceDocument } from './invoice-document';
import {
  documentInput,
  manyLinesInvoice,
  readPdf,
  richInvoice,
  richPayment,
} from './invoice-document.fixture';

const squeezed = (value: string) => value.replace(/\s+/g, '');

describe('the fixtures', () => {
  it('carry the figures calculateInvoice gives for their lines', () => {
    for (const invoice of [richInvoice(), manyLinesInvoice(200)]) {
      const math = calculateInvoice({ ...invoice, round_total: true });
      const { lines, ...totals } = math;
      expect(invoice).toMatchObject(totals);
      expect(invoice.total - invoice.paid).toBe(invoice.amount_due);
      lines.forEach((line, index) => {
        const { discount, ...rest } = line;
        expect(invoice.lines[index]).toMatchObject({ ...rest, discount_amount: discount });
      });
    }
  });
});

describe('the invoice PDF', () => {
  it('reads in Indonesian: the parties, every line, each total of the invoice, how to pay', async () => {
    const pdf = await readPdf(
      invoiceDocument(documentInput(richInvoice(), { payments: [richPayment()] })),
    );
    const { text } = pdf;
    expect(pdf.info).toMatch(/^Title: +Faktur INV\/2026\/0042$/m);
    expect(pdf.info).toMatch(/^Page size: +595\.2\d x 841\.8\d pts \(A4\)$/m);
    for (const expected of [
      'Warung Makan Sederhana',
      'NPWP 012345678901234',
      'FAKTUR',
      /No\. faktur INV\/2026\/0042/,
      /Tanggal 05\/10\/2026/,
      /Jatuh tempo 19\/10\/2026/,
      'Kepada',
      'Bu Ratna Wulandari',
      'CV Sumber Rejeki',
      'NPWP 0123456789012345',
      // Lines: quantity from thousandths, the line discount, both tax groups, the net amount.
      /1 Nasi kotak ayam bakar 100 kotak 25\.000 \u2212250\.000\s\(10%\)\s12%\s\(11\/12\)\s2\.250\.000/,
      /2 Kopi susu gula aren 2,5 liter 40\.000 12%\s\(11\/12\)\s100\.000/,
      /3 Sewa alat makan 1 150\.000,50 11% 150\.000,50/,
      /Subtotal Rp\s2\.500\.000,50/,
      /Termasuk diskon per baris \(Rp\s250\.000\)/,
      /Diskon \u2212Rp\s50\.000/,
      /DPP PPN 11% Rp\s147\.000,49/,
      /PPN 11% Rp\s16\.170,05/,
      /DPP PPN 12% Rp\s2\.303\.000,01/,
      /DPP nilai lain \(11\/12\) Rp\s2\.111\.083,34/,
      /PPN 12% Rp\s253\.330/,
      /Ongkos kirim Rp\s25\.000/,
      /Pembulatan Rp\s0,45/,
      /Total Rp\s2\.744\.501/,
      /Dibayar \u2212Rp\s1\.000\.000/,
      /Sisa tagihan Rp\s1\.744\.501/,
      'Terbilang',
      'Cara pembayaran',
      /a\.n\. Warung Makan Sederhana/,
      /07\/10\/2026 Transfer bank Rp\s1\.000\.000/,
      'Terima kasih atas pesanannya.',
      'Syarat dan ketentuan',
      'Dibuat dengan Usaha',
    ]) {
      expect(text).toMatch(expected);
    }
    expect(squeezed(text)).toContain(squeezed(richInvoice().amount_in_words ?? ''));
    // Under Rp5.000.000: no stamp duty; unpaid: no mark.
    expect(text).not.toMatch(/meterai|LUNAS|BATAL/);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Halaman ${index + 1} dari ${pdf.pages.length}`);
    });
  });

  it('reads in English, with money in en-US and dates in the business format', async () => {
    const invoice: Invoice = { ...richInvoice(), language: 'en', amount_in_words: 'two million' };
    const { text } = await readPdf(
      invoiceDocument(documentInput(invoice, { date_format: 'D MMM YYYY', qris: null })),
    );
    for (const expected of [
      'INVOICE',
      /Invoice no\. INV\/2026\/0042/,
      /Date 5 Oct 2026/,
      /Due date 19 Oct 2026/,
      'Bill to',
      /2 Kopi susu gula aren 2\.5 liter 40,000 12%\s\(11\/12\)\s100,000/,
      /Tax base \(DPP\) VAT 12% IDR\s2,303,000\.01/,
      /Other tax base \(DPP nilai lain\)\s\(11\/12\)\sIDR\s2,111,083\.34/,
      /Total IDR\s2,744,501/,
      /Amount due IDR\s1,744,501/,
      /In words\s+two million/,
      'How to pay',
      /Page 1 of \d/,
    ]) {
      expect(text).toMatch(expected);
    }
  });

  it('prints 200 lines over several pages, the header row on each of them', async () => {
    const invoice = manyLinesInvoice(200);
    const pdf = await readPdf(invoiceDocument(documentInput(invoice)));
    expect(pdf.pages.length).toBeGreaterThan(1);
    const withLines = pdf.pages.filter((page) => /Barang nomor/.test(page));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) {
      expect(page).toMatch(/^No Deskripsi Kuantitas Harga satuan Jumlah$/m);
    }
    for (let line = 1; line <= 200; line += 1) {
      expect(pdf.text).toMatch(
        new RegExp(`\\b${line} Barang nomor ${line} 1 pcs 25\\.000 25\\.000`),
      );
    }
    expect(pdf.text).toMatch(/Total Rp\s5\.550\.000/);
    expect(pdf.text).toMatch(/lima juta lima ratus lima puluh ribu rupiah/);
    expect(pdf.text).toMatch(/Dokumen ini dikenakan bea meterai Rp\s10\.000\./);
    expect(pdf.pages.at(-1)).toContain(`Halaman ${pdf.pages.length} dari ${pdf.pages.length}`);
  });

  it('marks a paid invoice LUNAS and a voided one BATAL, and asks neither to be paid', async () => {
    const paid: Invoice = {
      ...richInvoice(),
      payment_status: 'paid',
      paid: 274_450_100,
      amount_due: 0,
    };
    const paidText = (await readPdf(invoiceDocument(documentInput(paid)))).text;
    expect(paidText).toMatch(/^FAKTUR\nLUNAS$/m);
    expect(paidText).toMatch(/Sisa tagihan Rp\s0/);
    expect(paidText).not.toContain('Cara pembayaran');

    const voided: Invoice = { ...richInvoice(), status: 'void', voided_at: '2026-10-08T00:00:00Z' };
    const voidText = (await readPdf(invoiceDocument(documentInput(voided)))).text;
    expect(voidText).toMatch(/^FAKTUR\nBATAL$/m);
    expect(voidText).not.toContain('Cara pembayaran');
    const english = (await readPdf(invoiceDocument(documentInput({ ...voided, language: 'en' }))))
      .text;
    expect(english).toMatch(/^INVOICE\nVOID$/m);
  });

  it('keeps the totals on one page and a section title with its text, wherever the page ends', async () => {
    // From 20 to 44 lines, the totals, "Cara pembayaran", "Pembayaran", "Catatan" and the terms
    // each meet the end of the first page somewhere.
    for (let count = 20; count <= 44; count += 2) {
      const invoice = { ...manyLinesInvoice(count), notes: 'Isi catatan', terms: 'Isi syarat' };
      const { pages } = await readPdf(
        invoiceDocument(documentInput(invoice, { payments: [richPayment()] })),
      );
      const pageOf = (pattern: RegExp) => pages.findIndex((page) => pattern.test(page));
      expect(pageOf(/^Subtotal /m), `${count} lines`).toBe(pageOf(/^Sisa tagihan Rp/m));
      expect(pageOf(/^Cara pembayaran$/m), `${count} lines`).toBe(pageOf(/^BCA$/m));
      expect(pageOf(/^Pembayaran$/m), `${count} lines`).toBe(pageOf(/^Tanggal Metode Jumlah$/m));
      expect(pageOf(/^Catatan$/m), `${count} lines`).toBe(pageOf(/^Isi catatan$/m));
      expect(pageOf(/^Syarat dan ketentuan$/m), `${count} lines`).toBe(pageOf(/^Isi syarat$/m));
    }
  });

  it('draws the logo and the QRIS picture with "Scan untuk membayar"', async () => {
    const picture = imageDataUrl(tinyPng(), 'image/png');
    const pdf = await readPdf(
      invoiceDocument(documentInput(richInvoice(), { logo: picture, qris: picture })),
    );
    expect(pdf.images).toBe(2);
    expect(pdf.text).toContain('Scan untuk membayar');
  });

  it('says what to write with the transfer, and with no account whom to ask', async () => {
    const invoice = richInvoice();
    const text = squeezed((await readPdf(invoiceDocument(documentInput(invoice)))).text);
    expect(text).toContain(squeezed(`Tulis nomor faktur ${invoice.number} di berita transfer.`));

    const none = documentInput({ ...invoice, language: 'en' }, { bank_accounts: [] });
    const asked = squeezed((await readPdf(invoiceDocument(none))).text);
    expect(asked).toContain(
      squeezed('Contact Warung Makan Sederhana at +62274123456 to arrange payment.'),
    );
  });
});
