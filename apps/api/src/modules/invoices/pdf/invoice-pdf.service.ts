/**
 * An invoice's PDF and its payments' receipts (kwitansi), drawn by the documents of this module
 * with the business's profile, logo and QRIS image, for the app and for the portal alike.
 */
import { AppError, type Invoice, type InvoicePayment, type PortalInvoice } from '@usaha/shared';
import type { Actor } from '../../../lib/actor';
import { imageDataUrl, renderPdf } from '../../../pdf/render';
import type { InvoicingSettings } from '../../businesses/business-settings.service';
import { paymentReceiptDocument, paymentReceiptNumber } from '../payments/payment-receipt-document';
import { invoiceDocument } from './invoice-document';

type Image = { data: Buffer; contentType: string };

export type PdfDeps = {
  settings: {
    invoicing(businessId: string): Promise<InvoicingSettings>;
    readLogo(actor: Pick<Actor, 'businessId'>): Promise<Image>;
    readQris(actor: Pick<Actor, 'businessId'>): Promise<Image>;
  };
};

/** The business as the customer sees it on the invoice and in the portal. */
export function businessOf(settings: InvoicingSettings): PortalInvoice['business'] {
  return {
    name: settings.name,
    logo_url: settings.logo_url,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    npwp: settings.npwp,
  };
}

/** A name for the file: the invoice's number in the characters a file name keeps. */
export const pdfName = (number: string) => `${number.replace(/[^\w.-]+/g, '-')}.pdf`;

/** An image the engine can draw (PNG, JPEG), else none: a WebP or a lost file is left out. */
export async function drawableImage(read: () => Promise<Image>): Promise<string | null> {
  try {
    const { data, contentType } = await read();
    return imageDataUrl(data, contentType);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export function createInvoicePdfService(deps: PdfDeps) {
  return {
    async invoice(businessId: string, invoice: Invoice, payments: InvoicePayment[]) {
      const settings = await deps.settings.invoicing(businessId);
      const owner = { businessId };
      const data = await renderPdf(
        invoiceDocument({
          invoice,
          payments,
          business: businessOf(settings),
          bank_accounts: settings.bank_accounts,
          logo: settings.logo_url ? await drawableImage(() => deps.settings.readLogo(owner)) : null,
          qris: settings.qris_url ? await drawableImage(() => deps.settings.readQris(owner)) : null,
          date_format: settings.date_format,
          footer: settings.invoice_footer,
        }),
      );
      return { data, filename: pdfName(invoice.number) };
    },

    async receipt(businessId: string, invoice: Invoice, payment: InvoicePayment) {
      const settings = await deps.settings.invoicing(businessId);
      const owner = { businessId };
      const data = await renderPdf(
        paymentReceiptDocument({
          invoice,
          payment,
          business: businessOf(settings),
          logo: settings.logo_url ? await drawableImage(() => deps.settings.readLogo(owner)) : null,
          date_format: settings.date_format,
        }),
      );
      return { data, filename: pdfName(`kwitansi-${paymentReceiptNumber(invoice, payment)}`) };
    },
  };
}

export type InvoicePdfService = ReturnType<typeof createInvoicePdfService>;
