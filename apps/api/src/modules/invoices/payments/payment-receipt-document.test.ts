/**
 * A payment's receipt (kwitansi), rendered and read back with pdftotext: who paid, the sum in
 * figures and in words, for which invoice, when, how, into which book, what is left, who signs.
 */
import type { Invoice, InvoicePayment } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { imageDataUrl } from '../../../pdf/render';
import { tinyPng } from '../../../test/files';
import { documentInput, readPdf, richInvoice, richPayment } from '../pdf/invoice-document.fixture';
import { paymentReceiptDocument, paymentReceiptNumber } from './payment-receipt-document';

const business = documentInput(richInvoice()).business;

function receipt(invoice: Invoice, payment: InvoicePayment, logo: string | null = null) {
  return readPdf(
    paymentReceiptDocument({ invoice, payment, business, logo, date_format: 'DD/MM/YYYY' }),
  );
}

describe('the kwitansi of a payment', () => {
  it('reads in Indonesian, with the sum in words, on one A5 sheet laid landscape', async () => {
    const pdf = await receipt(richInvoice(), richPayment());
    expect(pdf.info).toMatch(/^Pages: +1$/m);
    expect(pdf.info).toMatch(/^Page size: +595\.2\d x 419\.5\d pts$/m);
    expect(pdf.info).toMatch(/^Title: +Kwitansi INV\/2026\/0042-000021$/m);
    for (const expected of [
      'Warung Makan Sederhana',
      /^KWITANSI$/m,
      /^No\. INV\/2026\/0042-000021$/m,
      /^Telah terima dari Bu Ratna Wulandari\nCV Sumber Rejeki$/m,
      /^Uang sejumlah satu juta rupiah$/m,
      /^Untuk pembayaran Faktur INV\/2026\/0042$/m,
      /^Tanggal 07\/10\/2026$/m,
      /^Metode Transfer bank$/m,
      /^Diterima di Rekening BCA$/m,
      /^Catatan DP 1$/m,
      /^Sisa tagihan faktur Rp\s1\.744\.501$/m,
      /^Rp\s1\.000\.000$/m,
      'Yang menerima,',
    ]) {
      expect(pdf.text).toMatch(expected);
    }
    // Under Rp5.000.000: no stamp.
    expect(pdf.text).not.toContain('meterai');
  });

  it('reads in English: paid in full, and the stamp duty of a sum from Rp5.000.000', async () => {
    const invoice: Invoice = {
      ...richInvoice(),
      language: 'en',
      payment_status: 'paid',
      paid: 600_000_000,
      amount_due: 0,
    };
    const pdf = await receipt(invoice, { ...richPayment(), amount: 600_000_000, method: 'qris' });
    for (const expected of [
      /^RECEIPT$/m,
      /^Received from Bu Ratna Wulandari/m,
      /^The sum of six million rupiah$/m,
      /^For payment of Invoice INV\/2026\/0042$/m,
      /^Method QRIS$/m,
      /^Invoice's amount due Paid in full$/m,
      /^IDR\s6,000,000$/m,
      /Stamp duty \(bea meterai\) of IDR\s10,000 applies to this\sdocument\./,
      'Received by,',
    ]) {
      expect(pdf.text).toMatch(expected);
    }
  });

  it('prints a hostile payer and note as text, and draws the logo', async () => {
    const name = `<b>${'N'.repeat(200)}</b> ) Tj /JavaScript 🙂 שלום`;
    const invoice: Invoice = {
      ...richInvoice(),
      customer: { ...richInvoice().customer, name, company: null },
    };
    const pdf = await receipt(
      invoice,
      { ...richPayment(), note: '<script>alert(1)</script>\n'.repeat(3) },
      imageDataUrl(tinyPng(), 'image/png'),
    );
    const squeezed = (value: string) => value.replace(/\s+/g, '');
    expect(squeezed(pdf.text)).toContain(squeezed(`<b>${'N'.repeat(200)}</b> ) Tj /JavaScript`));
    expect(pdf.text.match(/<script>alert\(1\)<\/script>/g)).toHaveLength(3);
    expect(pdf.images).toBe(1);
    expect(pdf.bytes.toString('latin1')).not.toMatch(/\/JavaScript|\/JS\b|\/Launch|\/URI/);
  });

  it('numbers two payments of one invoice apart, by the end of their ids', () => {
    const invoice = richInvoice();
    const first = paymentReceiptNumber(invoice, { id: '01900000-0000-7000-8000-00000000a1b2' });
    const second = paymentReceiptNumber(invoice, { id: '01900000-0000-7000-8000-00000000c3d4' });
    expect(first).toBe('INV/2026/0042-00A1B2');
    expect(second).toBe('INV/2026/0042-00C3D4');
  });
});
