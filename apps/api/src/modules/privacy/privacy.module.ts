/**
 * Wires /apps/settings/privacy: the caller's sessions, the download of all their data (read
 * through the modules that own it) and deleting their account.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { ActivityService } from '../activity/activities.service';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { CashbookService } from '../cashbooks/cashbooks.service';
import type { CategoryService } from '../categories/categories.service';
import type { DirectoryExportService } from '../directory-io/directory-export.service';
import type { ExportService } from '../exports/exports.service';
import type { NoteService } from '../notes/notes.service';
import type { Notifier } from '../notifications/notifier.types';
import { createDataExportService } from './data-export.service';
import { createDeleteAccountService } from './delete-account.service';
import { privacyRoutes } from './privacy.routes';
import { createPrivacySessionService } from './privacy-sessions.service';

export function registerPrivacy(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    discardFiles: (keys: string[]) => Promise<void>;
    activities: ActivityService;
    notes: NoteService;
    exports: ExportService;
    settings: BusinessSettingsService;
    cashbooks: CashbookService;
    categories: CategoryService;
    directory: DirectoryExportService;
    notifier: Notifier;
  },
) {
  const { database, clock, discardFiles, notifier } = deps;
  privacyRoutes(app, {
    sessions: createPrivacySessionService({ database, clock, notifier }),
    dataExport: createDataExportService({ ...deps, log: app.log }),
    deleteAccount: createDeleteAccountService({ database, clock, discardFiles, notifier }),
  });
}
