/**
 * The business profile and defaults of /apps/settings/application, its logo and QRIS image
 * (DESIGN.md §6 "Settings"). The currency set here is the default for new cash books; each book
 * keeps its own. The next invoice number is the invoices' sequence for the current period.
 */
import type { BusinessSettings, LogoType } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound, versionConflict } from '../../lib/errors';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import { createBusinessImageService } from './business-images.service';
import {
  type BusinessRow,
  findBusiness,
  type SettingsFields,
  settingsSnapshot,
  toBusinessSettings,
  updateBusinessSettings,
} from './businesses.repository';
import type { InvoiceNumbering } from './businesses.types';

export { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, logoTypeOf } from './business-images.service';

/** What invoices read of the business: the settings without the number preview. */
export type InvoicingSettings = Omit<
  BusinessSettings,
  'invoice_next_number' | 'invoice_number_preview'
>;

export function createBusinessSettingsService(deps: {
  database: Database;
  storage: FileStorage;
  clock: Clock;
  log: StorageLog;
  invoiceNumbers: InvoiceNumbering;
}) {
  const { db } = deps.database;
  const { invoiceNumbers } = deps;

  const today = (row: BusinessRow) => businessToday(deps.clock.now(), row.timezone);

  async function present(row: BusinessRow, executor: Executor = db): Promise<BusinessSettings> {
    const date = today(row);
    const next = await invoiceNumbers.next(executor, row.id, row.invoiceNumberFormat, date);
    return toBusinessSettings(row, date, next);
  }

  async function current(businessId: string): Promise<BusinessRow> {
    const row = await findBusiness(db, businessId);
    if (!row) throw notFound('Business');
    return row;
  }

  const images = createBusinessImageService({ ...deps, present });

  return {
    async get(actor: Pick<Actor, 'businessId'>): Promise<BusinessSettings> {
      return present(await current(actor.businessId));
    },

    /** The business as its invoices show it, in one read (no sequence). */
    async invoicing(businessId: string): Promise<InvoicingSettings> {
      const row = await current(businessId);
      const {
        invoice_next_number: _next,
        invoice_number_preview: _preview,
        ...settings
      } = toBusinessSettings(row, today(row), 1);
      return settings;
    },

    /** A business's settings, or null when it is gone (the data export, read business by business). */
    async find(businessId: string): Promise<BusinessSettings | null> {
      const row = await findBusiness(db, businessId);
      return row ? present(row) : null;
    },

    async update(
      actor: Actor,
      body: SettingsFields & { version: number; invoice_next_number: number },
    ): Promise<BusinessSettings> {
      const { version, invoice_next_number: nextNumber, ...fields } = body;
      return db.transaction(async (tx) => {
        const before = await findBusiness(tx, actor.businessId, true);
        if (!before) throw notFound('Business');
        const was = await present(before, tx);
        const row = await updateBusinessSettings(tx, actor.businessId, version, fields);
        if (!row) throw versionConflict();
        // Only a number the form changed is written: an invoice made since the form was opened
        // must not be numbered again.
        if (nextNumber !== was.invoice_next_number) {
          const format = row.invoiceNumberFormat;
          await invoiceNumbers.setNext(tx, row.id, format, today(row), nextNumber);
        }
        const settings = await present(row, tx);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'business.update',
          entityType: 'business',
          entityId: actor.businessId,
          before: settingsSnapshot(was),
          after: settingsSnapshot(settings),
        });
        return settings;
      });
    },

    setLogo: (actor: Actor, data: Buffer) => images.set(actor, 'logo', data),
    removeLogo: (actor: Actor) => images.remove(actor, 'logo'),
    setQris: (actor: Actor, data: Buffer) => images.set(actor, 'qris', data),
    removeQris: (actor: Actor) => images.remove(actor, 'qris'),
    /** The image's bytes and type; 404 when the business has none. */
    readLogo: (
      actor: Pick<Actor, 'businessId'>,
    ): Promise<{ data: Buffer; contentType: LogoType }> => images.read(actor, 'logo'),
    readQris: (
      actor: Pick<Actor, 'businessId'>,
    ): Promise<{ data: Buffer; contentType: LogoType }> => images.read(actor, 'qris'),
  };
}

export type BusinessSettingsService = ReturnType<typeof createBusinessSettingsService>;
