/**
 * The business profile and defaults of /apps/settings/application, and its logo (DESIGN.md §6
 * "Settings"). The currency set here is the default for new cash books; each book keeps its own.
 */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type BusinessSettings,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type LogoType,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound, versionConflict } from '../../lib/errors';
import { discardFiles, type FileStorage, type StorageLog } from '../../storage/file-storage';
import { requireAcceptableImage } from '../../storage/image-size';
import { sniffType } from '../../storage/sniff';
import {
  type BusinessRow,
  findBusiness,
  type SettingsFields,
  setLogoPath,
  settingsSnapshot,
  toBusinessSettings,
  updateBusinessSettings,
} from './businesses.repository';

export const LOGO_TYPE_MESSAGE = 'A logo must be a PNG, JPEG or WebP image.';
export const LOGO_SIZE_MESSAGE = 'The logo is too large: the limit is 1 MB.';

/** The type the bytes are, when it is one a logo may be. */
export function logoTypeOf(data: Uint8Array): LogoType | null {
  const type = sniffType(data)?.contentType;
  return (LOGO_TYPES as readonly string[]).includes(type ?? '') ? (type as LogoType) : null;
}

export function createBusinessSettingsService(deps: {
  database: Database;
  storage: FileStorage;
  clock: Clock;
  log: StorageLog;
}) {
  const { db } = deps.database;
  const discard = discardFiles(deps.storage, deps.log);

  const present = (row: BusinessRow) =>
    toBusinessSettings(row, businessToday(deps.clock.now(), row.timezone));

  async function current(businessId: string): Promise<BusinessRow> {
    const row = await findBusiness(db, businessId);
    if (!row) throw notFound('Business');
    return row;
  }

  /** Sets (or with null clears) the logo in one short transaction; returns the old file's key. */
  async function replaceLogo(actor: Actor, key: string | null) {
    return db.transaction(async (tx) => {
      const before = await findBusiness(tx, actor.businessId, true);
      if (!before) throw notFound('Business');
      const after = await setLogoPath(tx, actor.businessId, key);
      if (!after) throw notFound('Business');
      const [was, is] = [present(before), present(after)];
      if (before.logoPath !== key) {
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'business.update',
          entityType: 'business',
          entityId: actor.businessId,
          before: { logo_url: was.logo_url },
          after: { logo_url: is.logo_url },
          meta: { field: 'logo' },
        });
      }
      return { settings: is, oldKey: before.logoPath };
    });
  }

  return {
    async get(actor: Pick<Actor, 'businessId'>): Promise<BusinessSettings> {
      return present(await current(actor.businessId));
    },

    /** A business's settings, or null when it is gone (the data export, read business by business). */
    async find(businessId: string): Promise<BusinessSettings | null> {
      const row = await findBusiness(db, businessId);
      return row ? present(row) : null;
    },

    async update(
      actor: Actor,
      body: SettingsFields & { version: number },
    ): Promise<BusinessSettings> {
      const { version, ...fields } = body;
      return db.transaction(async (tx) => {
        const before = await findBusiness(tx, actor.businessId, true);
        if (!before) throw notFound('Business');
        const row = await updateBusinessSettings(tx, actor.businessId, version, fields);
        if (!row) throw versionConflict();
        const settings = present(row);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'business.update',
          entityType: 'business',
          entityId: actor.businessId,
          before: settingsSnapshot(present(before)),
          after: settingsSnapshot(settings),
        });
        return settings;
      });
    },

    /** Stores the file, points the business at it, then removes the logo it replaced. */
    async setLogo(actor: Actor, data: Buffer): Promise<BusinessSettings> {
      if (data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file is empty', {
          issues: [{ field: 'file', code: 'file_empty' }],
        });
      }
      if (data.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_SIZE_MESSAGE);
      const type = logoTypeOf(data);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
      // Every member's browser draws the logo: a pixel bomb here would stall them all.
      requireAcceptableImage(data, type);
      const key = `${actor.businessId}/logo-${randomUUID()}`;
      await deps.storage.put(key, data);
      let result: Awaited<ReturnType<typeof replaceLogo>>;
      try {
        result = await replaceLogo(actor, key);
      } catch (error) {
        await discard([key]);
        throw error;
      }
      if (result.oldKey) await discard([result.oldKey]);
      return result.settings;
    },

    async removeLogo(actor: Actor): Promise<BusinessSettings> {
      const { settings, oldKey } = await replaceLogo(actor, null);
      if (oldKey) await discard([oldKey]);
      return settings;
    },

    /** The logo's bytes and type; 404 when the business has none. */
    async readLogo(actor: Actor): Promise<{ data: Buffer; contentType: LogoType }> {
      const row = await current(actor.businessId);
      const data = row.logoPath ? await deps.storage.read(row.logoPath) : null;
      const contentType = data ? logoTypeOf(data) : null;
      if (!data || !contentType) {
        if (row.logoPath) deps.log.error({ key: row.logoPath }, 'stored logo is missing');
        throw new AppError('NOT_FOUND', 'This business has no logo');
      }
      return { data, contentType };
    },
  };
}

export type BusinessSettingsService = ReturnType<typeof createBusinessSettingsService>;
