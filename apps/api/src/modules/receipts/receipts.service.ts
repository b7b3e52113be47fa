/**
 * Receipts (nota): one entry as a small PDF to share, in the caller's language, with the
 * business's name, logo and date format. Reads the entry and the business through their modules.
 */
import { AppError } from '@usaha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { imageDataUrl, renderPdf } from '../../pdf/render';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import { entryReceipt } from '../entries/entry-receipts.service';
import { receiptDocument, receiptNumber } from './receipt-document';
import type { ReceiptLanguage } from './receipt-words';

export function createReceiptService(deps: {
  database: Database;
  settings: Pick<BusinessSettingsService, 'get' | 'readLogo'>;
}) {
  /** The logo the engine can draw (PNG, JPEG), else none: a WebP logo is left out. */
  async function logoOf(actor: Actor): Promise<string | null> {
    try {
      const { data, contentType } = await deps.settings.readLogo(actor);
      return imageDataUrl(data, contentType);
    } catch (error) {
      // A business without a logo (or whose file is gone) gets a nota without one.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  return {
    async pdf(actor: Actor, entryId: string, language: ReceiptLanguage) {
      const receipt = await entryReceipt(deps.database, actor, entryId);
      const business = await deps.settings.get(actor);
      const logo = business.logo_url ? await logoOf(actor) : null;
      const data = await renderPdf(receiptDocument({ receipt, business, logo, language }));
      const prefix = language === 'id' ? 'nota' : 'receipt';
      return { data, filename: `${prefix}-${receipt.date}-${receiptNumber(receipt)}.pdf` };
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
