/**
 * A contact's statement in the public portal (issue 15), found only by the token of a live
 * statement link: that contact's open credits and debts and unpaid invoices with their payments,
 * and the figures per currency; nothing else of the business. Unknown, revoked and another
 * business's all take one path to one 404; every request counts against the caller's address
 * as the invoice portal's do.
 */
import { AppError, type PortalStatement } from '@usaha/shared';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { businessToday } from '../../../lib/business-date';
import { hashToken } from '../../../lib/secrets';
import { renderPdf } from '../../../pdf/render';
import { requireAttempt } from '../../auth/auth-throttle.service';
import type { BusinessSettingsService } from '../../businesses/business-settings.service';
import type { InvoiceService } from '../../invoices/invoices.service';
import { businessOf, drawableImage } from '../../invoices/pdf/invoice-pdf.service';
import { openDebtsOfContact } from './contact-statements.repository';
import { statementDocument } from './statement-document';
import { statementItems, statementTotals } from './statement-items';
import { findStatementContact, findStatementLinkByHash } from './statement-links.repository';

const NIL = '00000000-0000-0000-0000-000000000000';

const gone = () => new AppError('NOT_FOUND', 'Statement not found');

export function createContactStatementService(deps: {
  database: Database;
  clock: Clock;
  settings: Pick<BusinessSettingsService, 'invoicing' | 'readLogo' | 'readQris'>;
  invoices: Pick<InvoiceService, 'latestLanguageOf' | 'unpaidOf'>;
}) {
  const { db } = deps.database;

  /** The statement a live link names, with its business's settings; one 404 for any other. */
  async function open(token: string, ip: string) {
    await requireAttempt(db, 'portal_view', { ip }, deps.clock.now(), 'Too many requests');
    const link = await findStatementLinkByHash(db, hashToken(token));
    // The contact is read for an unknown token too, so every 404 takes the same path.
    const contact = await findStatementContact(db, link?.businessId ?? NIL, link?.contactId ?? NIL);
    if (!link || !contact) throw gone();
    const { businessId } = link;
    const settings = await deps.settings.invoicing(businessId);
    const today = businessToday(deps.clock.now(), settings.timezone);
    const debts = await openDebtsOfContact(db, businessId, contact.id);
    const invoices = await deps.invoices.unpaidOf(businessId, contact.id);
    const items = statementItems(debts, invoices, today);
    const business = businessOf(settings);
    const statement: PortalStatement = {
      business: {
        name: business.name,
        // The portal shows no image of the business: the PDF draws the logo itself.
        logo_url: null,
        address: business.address,
        phone: business.phone,
        email: business.email,
      },
      bank_accounts: settings.bank_accounts,
      qris_url: settings.qris_url ? `/v1/portal/statements/${token}/qris/` : null,
      contact_name: contact.name,
      as_of: today,
      language: (await deps.invoices.latestLanguageOf(businessId, contact.id)) ?? 'id',
      items,
      totals: statementTotals(items),
    };
    return { businessId, statement, settings, business };
  }

  return {
    async view(token: string, ip: string): Promise<PortalStatement> {
      return (await open(token, ip)).statement;
    },

    async pdf(token: string, ip: string): Promise<{ data: Buffer; filename: string }> {
      const { businessId, statement, settings, business } = await open(token, ip);
      const logo = settings.logo_url
        ? await drawableImage(() => deps.settings.readLogo({ businessId }))
        : null;
      const data = await renderPdf(
        statementDocument({ statement, business, logo, date_format: settings.date_format }),
      );
      const name = statement.language === 'en' ? 'statement' : 'rekap-hutang-piutang';
      return { data, filename: `${name}-${statement.as_of}.pdf` };
    },

    /** The business's QRIS image, for the statement page (404 when it has none). */
    async qris(token: string, ip: string) {
      const { businessId } = await open(token, ip);
      return deps.settings.readQris({ businessId });
    },
  };
}

export type ContactStatementService = ReturnType<typeof createContactStatementService>;
