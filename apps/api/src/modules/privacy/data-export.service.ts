/**
 * "Download all my data" (/apps/settings/privacy): one ZIP, streamed as it is written. At the top
 * the account (profile, memberships, sessions); then a folder per business the user is an active
 * member of, holding only what their role lets them see there, and their own notifications.
 */
import { PassThrough, Readable } from 'node:stream';
import {
  AppError,
  type BusinessRole,
  isBusinessRole,
  type Permission,
  ROLE_PERMISSIONS,
} from '@usaha/shared';
import archiver from 'archiver';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import type { Actor, Origin } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { writeCsv } from '../../lib/table-export/csv-writer';
import type { TableColumn } from '../../lib/table-export/table-cell';
import type { AuthContext } from '../../plugins/auth-context';
import type { StorageLog } from '../../storage/file-storage';
import type { ActivityService } from '../activity/activities.service';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { CashbookService } from '../cashbooks/cashbooks.service';
import type { CategoryService } from '../categories/categories.service';
import type { DirectoryExportService, Language } from '../directory-io/directory-export.service';
import type { ExportService } from '../exports/exports.service';
import type { NoteService } from '../notes/notes.service';
import { inboxForExport } from '../notifications/notifications.service';
import {
  businessActivities,
  membershipsOf,
  profileOf,
  sessionsOf,
  visibleNotes,
} from './data-export.sources';
import { businessFolders, jsonArray, jsonDocument } from './export-files';

/** One export per user per this many seconds: each one reads every business they belong to. */
export const EXPORT_INTERVAL_SECONDS = 60;

export type DataExport = { filename: string; stream: Readable };

/** A file whose content is read only when the archive gets to it. */
function later(read: () => Promise<string>): Readable {
  return Readable.from(
    (async function* () {
      yield await read();
    })(),
  );
}

export function createDataExportService(deps: {
  database: Database;
  clock: Clock;
  notes: NoteService;
  activities: ActivityService;
  exports: ExportService;
  settings: BusinessSettingsService;
  cashbooks: CashbookService;
  categories: CategoryService;
  directory: DirectoryExportService;
  log: StorageLog;
}) {
  const { database } = deps;
  const { db } = database;

  /** Adds one business's folder: the files the member's role may see, read lazily. */
  function addBusiness(
    archive: archiver.Archiver,
    folder: string,
    actor: Actor,
    role: BusinessRole,
    language: Language,
  ) {
    const can = (permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
    const { businessId } = actor;
    const add = (name: string, source: Readable) =>
      archive.append(source, { name: `${folder}/${name}` });
    const csv = <T>(rows: AsyncIterable<T>, columns: readonly TableColumn<T>[]) =>
      Readable.from(writeCsv(rows, columns));

    add(
      'business.json',
      later(async () => {
        const settings = await deps.settings.find(businessId);
        if (!settings) throw new Error(`business ${businessId} vanished during the export`);
        return jsonDocument({ ...settings, your_role: role });
      }),
    );
    if (can('cashbook.view')) {
      add(
        'cashbooks.json',
        later(async () => jsonDocument((await deps.cashbooks.list(actor, true)).books)),
      );
    }
    if (can('transaction.view')) {
      add(
        'categories.json',
        later(async () =>
          jsonDocument(await deps.categories.list(actor, { include_archived: true })),
        ),
      );
    }
    // The same rule as the Transaksi download: whoever may not export entries gets none here.
    if (can('transaction.export')) {
      const entries = deps.exports.entriesTable(actor, {}, language, 'asc');
      add('entries.csv', csv(entries.rows, entries.columns));
    }
    if (can('contact.view')) {
      const contacts = deps.directory.contacts(actor, { include_archived: true }, language);
      add('contacts.csv', csv(contacts.rows, contacts.columns));
    }
    if (can('product.view')) {
      const products = deps.directory.products(actor, {}, language);
      add('products.csv', csv(products.rows, products.columns));
    }
    if (can('note.view')) {
      add('notes.json', Readable.from(jsonArray(visibleNotes(deps.notes, actor))));
    }
    if (can('activity.view')) {
      add('activities.json', Readable.from(jsonArray(businessActivities(deps.activities, actor))));
    }
    add(
      'notifications.json',
      Readable.from(
        jsonArray(inboxForExport(database, { userId: actor.userId, businessId }, language)),
      ),
    );
  }

  return {
    async start(auth: AuthContext, origin: Origin): Promise<DataExport> {
      const wait = await deps.activities.secondsToNextExport(auth.userId, EXPORT_INTERVAL_SECONDS);
      if (wait > 0) {
        throw new AppError(
          'RATE_LIMITED',
          'Your data was just exported. Wait a minute before the next download.',
          { headers: { 'retry-after': String(wait) } },
        );
      }
      const profile = await profileOf(db, auth.userId);
      if (!profile) throw new AppError('UNAUTHENTICATED', 'The session has ended. Log in again.');
      const memberships = await membershipsOf(db, auth.userId);
      const sessions = await sessionsOf(db, auth.userId);
      const active = [];
      for (const membership of memberships) {
        if (membership.status !== 'active' || !isBusinessRole(membership.role)) continue;
        const row = await deps.settings.find(membership.business_id);
        if (row) active.push({ row, role: membership.role });
      }
      await recordActivity(db, {
        action: 'privacy.export',
        userId: auth.userId,
        businessId: auth.businessId,
        entityType: 'user',
        entityId: auth.userId,
        ip: origin.ip,
        userAgent: origin.userAgent,
        meta: { businesses: active.map(({ row }) => row.id) },
      });

      const language: Language = profile.language === 'en' ? 'en' : 'id';
      const archive = archiver('zip', { zlib: { level: 6 } });
      const output = new PassThrough();
      archive.on('error', (error) => {
        deps.log.error({ err: error, userId: auth.userId }, 'data export failed');
        output.destroy(error);
      });
      archive.pipe(output);
      // A client that goes away stops the archive, so no source waits on a reader that is gone.
      output.on('close', () => {
        if (!output.writableFinished) archive.abort();
      });
      archive.append(jsonDocument(profile), { name: 'profile.json' });
      archive.append(jsonDocument(memberships), { name: 'memberships.json' });
      archive.append(jsonDocument(sessions), { name: 'sessions.json' });
      const folders = businessFolders(active.map(({ row }) => row.name));
      active.forEach(({ row, role }, index) => {
        const actor: Actor = {
          businessId: row.id,
          userId: auth.userId,
          currency: row.currency,
          timezone: row.timezone,
          ip: origin.ip,
          userAgent: origin.userAgent,
          appUrl: origin.appUrl,
        };
        addBusiness(archive, folders[index] ?? row.id, actor, role, language);
      });
      // Failures arrive through the 'error' listener above.
      archive.finalize().catch(() => {});

      const zone = auth.user.business?.timezone ?? 'Asia/Jakarta';
      const date = businessToday(deps.clock.now(), zone);
      return { filename: `usaha-data-${profile.username}-${date}.zip`, stream: output };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
