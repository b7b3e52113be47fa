/**
 * The public portal (issue 14): an invoice as its customer sees it, found only by the token of a
 * live share link. Unknown, revoked and void all take one path to one 404, so an answer tells
 * nothing about which it was. A first view each day goes into the invoice's timeline.
 */
import { AppError, type PortalInvoice } from '@usaha/shared';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { recordActivity } from '../../../lib/activity-log';
import { businessToday } from '../../../lib/business-date';
import { hashToken } from '../../../lib/secrets';
import { requireAttempt } from '../../auth/auth-throttle.service';
import type { InvoicingSettings } from '../../businesses/business-settings.service';
import { toInvoice } from '../invoice-mappers';
import { findInvoice, findLines } from '../invoices.repository';
import { listPayments } from '../payments/invoice-payments.repository';
import { businessOf, type InvoicePdfService } from '../pdf/invoice-pdf.service';
import { findLinkByHash, markViewed } from './invoice-share.repository';

const imageUrl = (token: string, image: 'logo' | 'qris') =>
  `/v1/portal/invoices/${token}/${image}/`;

type Image = { data: Buffer; contentType: string };

const NIL = '00000000-0000-0000-0000-000000000000';

function gone(): AppError {
  return new AppError('NOT_FOUND', 'Invoice not found');
}

export function createInvoicePortalService(deps: {
  database: Database;
  clock: Clock;
  settings: { invoicing(businessId: string): Promise<InvoicingSettings> };
  pdf: InvoicePdfService;
  images: {
    readLogo(owner: { businessId: string }): Promise<Image>;
    readQris(owner: { businessId: string }): Promise<Image>;
  };
}) {
  const { db } = deps.database;

  /** The invoice a live link names, with its business's settings; one 404 for any other. */
  async function open(token: string, ip: string) {
    await requireAttempt(db, 'portal_view', { ip }, deps.clock.now(), 'Too many requests');
    const link = await findLinkByHash(db, hashToken(token));
    // The invoice is read for an unknown token too, so every 404 takes the same path.
    const row = await findInvoice(db, link?.businessId ?? NIL, link?.invoiceId ?? NIL);
    if (!link || !row || row.status === 'void') throw gone();
    const settings = await deps.settings.invoicing(row.businessId);
    const today = businessToday(deps.clock.now(), settings.timezone);
    const invoice = toInvoice(row, await findLines(db, row.businessId, row.id), {
      today,
      showAmountInWords: settings.show_amount_in_words,
    });
    const payments = await listPayments(db, row.businessId, row.id);
    return { link, invoice, payments, settings, today };
  }

  return {
    async view(token: string, ip: string): Promise<PortalInvoice> {
      const { link, invoice, payments, settings, today } = await open(token, ip);
      await db.transaction(async (tx) => {
        if (!(await markViewed(tx, link.id, today))) return;
        await recordActivity(tx, {
          action: 'invoice.view',
          businessId: link.businessId,
          entityType: 'invoice',
          entityId: invoice.id,
          ip,
          after: { number: invoice.number },
        });
      });
      const { contact_id: _c, version: _v, created_at: _a, updated_at: _u, ...shown } = invoice;
      return {
        business: {
          ...businessOf(settings),
          logo_url: settings.logo_url ? imageUrl(token, 'logo') : null,
        },
        bank_accounts: settings.bank_accounts,
        qris_url: settings.qris_url ? imageUrl(token, 'qris') : null,
        invoice: {
          ...shown,
          lines: invoice.lines.map(({ product_id: _p, ...line }) => line),
          payments: payments.map(({ amount, date, method }) => ({ amount, date, method })),
        },
      };
    },

    async pdf(token: string, ip: string) {
      const { link, invoice, payments } = await open(token, ip);
      return deps.pdf.invoice(link.businessId, invoice, payments);
    },

    /** The business's logo or QRIS image, for the portal page (404 when it has none). */
    async image(token: string, ip: string, image: 'logo' | 'qris') {
      const { link } = await open(token, ip);
      const owner = { businessId: link.businessId };
      return image === 'logo' ? deps.images.readLogo(owner) : deps.images.readQris(owner);
    },
  };
}

export type InvoicePortalService = ReturnType<typeof createInvoicePortalService>;
