/** Builds the Fastify instance (no listen), so tests can inject() into the real thing. */

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { codeForStatus } from '@usaha/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTokenService } from './lib/access-tokens';
import { authorAppUrl, registerAppUrls } from './lib/app-url';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { loggerOptions } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { registerActivity } from './modules/activity/activity.module';
import { registerAdmin } from './modules/admin/admin.module';
import { registerAuth } from './modules/auth/auth.module';
import { appUrlOfUser } from './modules/auth/sessions.service';
import { registerBalance } from './modules/balance/balance.module';
import { registerBilling } from './modules/billing/billing.module';
import { registerBlog } from './modules/blog/blog.module';
import { registerBusinesses } from './modules/businesses/businesses.module';
import { registerCashbooks } from './modules/cashbooks/cashbooks.module';
import { countOpenCashbooks } from './modules/cashbooks/cashbooks.service';
import { registerCategories } from './modules/categories/categories.module';
import { registerCategoryRules } from './modules/category-rules/category-rules.module';
import { registerContact } from './modules/contact/contact.module';
import { registerContacts } from './modules/contacts/contacts.module';
import { registerDashboard } from './modules/dashboard/dashboard.module';
import { registerDebts } from './modules/debts/debts.module';
import { registerDirectoryIo } from './modules/directory-io/directory-io.module';
import { registerAttachments } from './modules/entries/attachments/attachments.module';
import { registerEntries } from './modules/entries/entries.module';
import { registerExports } from './modules/exports/exports.module';
import { registerImports } from './modules/imports/imports.module';
import { nextInvoiceNumber, setNextInvoiceNumber } from './modules/invoices/invoices.guards';
import { registerInvoices } from './modules/invoices/invoices.module';
import { registerNotes } from './modules/notes/notes.module';
import { registerNotifications } from './modules/notifications/notifications.module';
import { registerOnboarding } from './modules/onboarding/onboarding.module';
import { startOwnedBusiness } from './modules/onboarding/onboarding.service';
import { registerPrivacy } from './modules/privacy/privacy.module';
import { registerProducts } from './modules/products/products.module';
import { registerReceipts } from './modules/receipts/receipts.module';
import { registerRecurringInvoices } from './modules/recurring-invoices/recurring-invoices.module';
import { registerReports } from './modules/reports/reports.module';
import { JOBS } from './modules/scheduler/jobs';
import { registerScheduler } from './modules/scheduler/scheduler.module';
import { storedFilesJob } from './modules/scheduler/stored-files-job';
import { registerSite } from './modules/site/site.module';
import { registerSystem } from './modules/system/system.module';
import { activeBusinessIdsOf, seatsTaken } from './modules/team/members.service';
import { belongsToBusiness, isActiveMember } from './modules/team/team.guards';
import { registerTeam } from './modules/team/team.module';
import { registerTestimonials } from './modules/testimonials/testimonials.module';
import { registerTransfers } from './modules/transfers/transfers.module';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { zodResponseSerializer } from './plugins/serializer';
import { validatorCompiler } from './plugins/validator';
import { registerWeb } from './plugins/web';
import { pausingRemovalsDuringBackups } from './storage/backup-gate';
import { createStorage } from './storage/create-storage';
import { discardFiles as discardStoredFiles } from './storage/file-storage';
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
  /** Whether the process is draining (server.ts); a lifecycle of its own otherwise. */
  lifecycle?: Lifecycle;
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
    logger: options.logger ?? loggerOptions(config.logLevel, config.instanceId),
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
      logLinks: config.env === 'development',
    });
  // Uploaded files; removed once the rows that held them are gone.
  const storage = pausingRemovalsDuringBackups(createStorage(config), database, app.log);
  const discardFiles = discardStoredFiles(storage, app.log);
  const { publicUrl } = config;
  // Where links for people point (lib/app-url.ts): PUBLIC_URL, else the member's own address.
  const appUrls = { publicUrl: config.appUrl, fallback: publicUrl };
  registerAppUrls(app, appUrls);
  const appUrlOf = async (userId: string | null) =>
    userId ? appUrlOfUser(database.db, appUrls, userId) : authorAppUrl(appUrls, { appUrl: null });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerOpenApi(app, APP_VERSION);
  registerAccessControl(app, { database, tokens, clock });
  // The live bus and the notifier first: other modules are given the notifier.
  const { notifier } = await registerNotifications(app, {
    config,
    database,
    clock,
    mailer,
    appUrlOf,
  });

  // Each module registers its own routes and answers the services other modules are given.
  const lifecycle = options.lifecycle ?? createLifecycle(config.instanceId);
  registerSystem(app, { database, lifecycle, appUrl: config.appUrl, version: APP_VERSION });
  const { auth } = registerAuth(app, {
    database,
    tokens,
    clock,
    mailer,
    appUrls,
    notifier,
    adminEmails: config.adminEmails,
    memberships: { activeBusinessIdsOf, isActiveMember },
    startBusiness: startOwnedBusiness,
  });
  registerContact(app, { database, clock, mailer, supportEmail: config.supportEmail });
  const { settings } = registerBusinesses(app, {
    database,
    storage,
    clock,
    invoiceNumbers: { next: nextInvoiceNumber, setNext: setNextInvoiceNumber },
  });
  registerOnboarding(app, { database, auth, clock });
  registerTeam(app, { database, clock, mailer, auth, notifier });
  const { activities } = registerActivity(app, { database });
  const { cashbooks } = registerCashbooks(app, { database, clock });
  const { categories } = registerCategories(app, { database });
  registerCategoryRules(app, { database });
  const { entries } = registerEntries(app, { database, activities, discardFiles });
  registerReceipts(app, { database, settings });
  registerTransfers(app, { database, discardFiles });
  const billing = registerBilling(app, {
    database,
    clock,
    config,
    notifier,
    storage,
    log: app.log,
    // Billing sits below what its plans count: the owners hand in their counts.
    counts: { seatsTaken, openCashbooks: countOpenCashbooks, isMember: belongsToBusiness },
  });
  registerAdmin(app, { database, clock });
  const blogging = registerBlog(app, { database, clock, storage, log: app.log });
  const testimonials = registerTestimonials(app, { database, storage, log: app.log });
  // The balance reads the receivables through the invoices.
  const invoicing = registerInvoices(app, {
    database,
    clock,
    mailer,
    settings,
    activities,
    notifier,
    secret: config.jwtSecret,
    appUrls,
    discardFiles,
  });
  const { invoices, actions } = invoicing;
  // Debts and credits, their reminders, statement links and reminder ladder (issue 15).
  const debting = registerDebts(app, {
    database,
    clock,
    activities,
    settings,
    invoices,
    notifier,
    secret: config.jwtSecret,
    appUrls,
    discardFiles,
  });
  const { balance } = registerBalance(app, {
    database,
    clock,
    invoices,
    debts: debting.balances,
  });
  registerReports(app, {
    database,
    clock,
    settings,
    cashbooks,
    invoices,
    debts: debting.balances,
    entries,
  });
  registerDashboard(app, {
    database,
    clock,
    balance,
    invoices,
    debts: debting.balances,
    entries,
  });
  registerImports(app, { database, clock, discardFiles, balance });
  registerAttachments(app, { database, storage });
  const { exports } = registerExports(app, { database, entries, invoices, clock });
  const { contacts } = registerContacts(app, { database });
  const recurring = registerRecurringInvoices(app, {
    database,
    clock,
    settings,
    notifier,
    invoices,
    actions,
    appUrlOf,
  });
  const { products } = registerProducts(app, { database });
  const { notes } = registerNotes(app, { database });
  const { directory } = registerDirectoryIo(app, { database, contacts, products, notes, clock });
  registerPrivacy(app, {
    database,
    clock,
    discardFiles,
    activities,
    notes,
    exports,
    settings,
    cashbooks,
    categories,
    directory,
    notifier,
  });
  // Every periodic job of the app: the scheduler runs them; a test may run one directly.
  const jobs = [
    ...JOBS,
    storedFilesJob({ database, storage, log: app.log }),
    ...invoicing.jobs,
    ...recurring.jobs,
    ...debting.jobs,
    ...billing.jobs,
    ...blogging.jobs,
  ];
  app.decorate('periodicJobs', jobs);
  if (options.scheduler) {
    registerScheduler(app, { database, clock, intervalMs: config.schedulerIntervalMs, jobs });
  }
  const sendShell = await registerWeb(app, config.webDist);
  // The public pages rendered on the server by the web build's renderer, beside dist/.
  await registerSite(app, {
    blog: blogging.blog,
    plans: () => billing.subscriptions.plans(),
    testimonials: () => testimonials.testimonials.published(),
    origin: publicUrl,
    ssrDist: join(config.webDist, '..', 'dist-ssr'),
    fallback: sendShell,
    onChange: [blogging.onChange, testimonials.onChange],
  });

  app.addHook('onClose', async () => {
    await mailer.idle();
  });
  return app;
}
