/** Builds the Fastify instance (no listen), so tests can inject() into the real thing. */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { codeForStatus } from '@usaha/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTokenService } from './lib/access-tokens';
import { loggerOptions } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { activityRoutes } from './modules/activity/activities.routes';
import { createActivityService } from './modules/activity/activities.service';
import { attachmentRoutes } from './modules/attachments/attachments.routes';
import { createAttachmentService } from './modules/attachments/attachments.service';
import { accountRoutes } from './modules/auth/account.routes';
import { createAccountService } from './modules/auth/account.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { balanceRoutes } from './modules/balance/balance.routes';
import { createBalanceService } from './modules/balance/balance.service';
import { businessSettingsRoutes } from './modules/businesses/business-settings.routes';
import { createBusinessSettingsService } from './modules/businesses/business-settings.service';
import { cashbookRoutes } from './modules/cashbooks/cashbooks.routes';
import { createCashbookService } from './modules/cashbooks/cashbooks.service';
import { categoryRoutes } from './modules/categories/categories.routes';
import { createCategoryService } from './modules/categories/categories.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { createContactsService } from './modules/contacts/contacts.service';
import { createDirectoryExportService } from './modules/directory-io/directory-export.service';
import { createDirectoryImportService } from './modules/directory-io/directory-import.service';
import { directoryIoRoutes } from './modules/directory-io/directory-io.routes';
import { entryRoutes } from './modules/entries/entries.routes';
import { createEntryService } from './modules/entries/entries.service';
import { exportRoutes } from './modules/exports/exports.routes';
import { createExportService } from './modules/exports/exports.service';
import { importRoutes } from './modules/imports/imports.routes';
import { createImportService } from './modules/imports/imports.service';
import { noteRoutes } from './modules/notes/notes.routes';
import { createNoteService } from './modules/notes/notes.service';
import { registerNotifications } from './modules/notifications/notifications.module';
import { createDataExportService } from './modules/privacy/data-export.service';
import { createDeleteAccountService } from './modules/privacy/delete-account.service';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { createPrivacySessionService } from './modules/privacy/privacy-sessions.service';
import { productRoutes } from './modules/products/products.routes';
import { createProductService } from './modules/products/products.service';
import { registerScheduler } from './modules/scheduler/scheduler.plugin';
import { systemRoutes } from './modules/system/system.routes';
import { createHealthService } from './modules/system/system.service';
import { registerTeam } from './modules/team/team.module';
import { transferRoutes } from './modules/transfers/transfers.routes';
import { createTransferService } from './modules/transfers/transfers.service';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { zodResponseSerializer } from './plugins/serializer';
import { registerWeb } from './plugins/web';
import { createLocalStorage, discardFiles as discardStoredFiles } from './storage/file-storage';
import './types';

export const BODY_LIMIT = 1024 * 1024;
export const APP_VERSION = '0.1.0';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where logs go; defaults to pino on stdout at config.logLevel. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  mailer?: Mailer;
  /** Run the periodic jobs (the real server; tests build apps without them). */
  scheduler?: boolean;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A random prefix per process and a counter: unique across processes, cheaper than a UUID each. */
const processPrefix = randomUUID().slice(0, 8);
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter += 1;
  return `${processPrefix}-${requestCounter.toString(36)}`;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const hops = config.trustProxy;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    // A number of proxies trusts that many hops from this server; addresses trust those only.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    // Errors Fastify raises before routing (a malformed URL) leave in the envelope too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 400;
      sendError(request, reply, status, codeForStatus(status), error.message);
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
    },
  }) as unknown as FastifyInstance;
  // JSON only: a text/plain body is refused with 415 instead of failing validation.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer);

  const tokens = createTokenService(config.jwtSecret);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  const auth = createAuthService({ database, tokens, clock });
  const passwordReset = createPasswordResetService({
    database,
    clock,
    mailer,
    publicUrl: config.publicUrl,
  });
  const account = createAccountService({ database, clock });
  const contact = createContactService({
    database,
    clock,
    mailer,
    supportEmail: config.supportEmail,
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerOpenApi(app, APP_VERSION);
  registerAccessControl(app, { database, tokens, clock });
  const notifier = await registerNotifications(app, { config, database, clock, mailer });
  if (options.scheduler) {
    registerScheduler(app, { database, clock, intervalMs: config.schedulerIntervalMs });
  }

  systemRoutes(app, {
    health: createHealthService({ database }),
    publicUrl: config.publicUrl,
    version: APP_VERSION,
    startedAt: Date.now(),
  });
  authRoutes(app, { auth, passwordReset, tokens, now: () => clock.now() });
  accountRoutes(app, { account });
  contactRoutes(app, { contact });
  const cashbooks = createCashbookService({ database });
  cashbookRoutes(app, { cashbooks });
  const categories = createCategoryService({ database });
  categoryRoutes(app, { categories });
  const contacts = createContactsService({ database });
  contactsRoutes(app, { contacts });
  const products = createProductService({ database });
  productRoutes(app, { products });
  // Uploaded files; removed once the rows that held them are gone.
  const storage = createLocalStorage(join(config.dataDir, 'uploads'));
  const discardFiles = discardStoredFiles(storage, app.log);
  const activities = createActivityService({ database });
  const entries = createEntryService({ database, activities });
  entryRoutes(app, { entries, discardFiles });
  attachmentRoutes(app, {
    attachments: createAttachmentService({ database, storage, log: app.log }),
  });
  importRoutes(app, {
    imports: createImportService({ database, now: () => clock.now() }),
    discardFiles,
  });
  transferRoutes(app, { transfers: createTransferService({ database }) });
  const exports = createExportService({ database, entries });
  exportRoutes(app, { exports, clock });
  const directory = createDirectoryExportService({ contacts, products });
  directoryIoRoutes(app, {
    imports: createDirectoryImportService({ database }),
    exports: directory,
    clock,
  });
  const notes = createNoteService({ database });
  noteRoutes(app, { notes, clock });
  balanceRoutes(app, { balance: createBalanceService({ database }), clock });
  registerTeam(app, { database, clock, mailer, auth, notifier, publicUrl: config.publicUrl });
  const settings = createBusinessSettingsService({ database, storage, clock, log: app.log });
  businessSettingsRoutes(app, { settings });
  activityRoutes(app, { activities });
  privacyRoutes(app, {
    sessions: createPrivacySessionService({ database, clock }),
    dataExport: createDataExportService({
      database,
      clock,
      activities,
      notes,
      exports,
      settings,
      cashbooks,
      categories,
      directory,
      log: app.log,
    }),
    deleteAccount: createDeleteAccountService({ database, clock, discardFiles }),
  });
  await registerWeb(app, config.webDist);

  app.addHook('onClose', async () => {
    await mailer.idle();
  });
  return app;
}
