/**
 * Wires the notifications area into the app: the live bus of this process, the Notifier other
 * areas are given, the inbox routes and the live stream; open streams end before the server
 * closes (they would hold it open), and the bus's connection closes with the app.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createLiveBus } from '../../live/live-bus';
import type { Mailer } from '../../mail/mailer';
import { createNotificationPreferenceService } from './notification-preferences.service';
import { createStreamHub } from './notification-stream';
import { notificationRoutes } from './notifications.routes';
import { createNotificationService } from './notifications.service';
import { createNotifier, type NotificationCenter } from './notifier';

export async function registerNotifications(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'databaseUrl' | 'livePingMs' | 'liveRecheckMs'>;
    database: Database;
    clock: Clock;
    mailer: Mailer;
    appUrlOf: (userId: string) => Promise<string>;
  },
): Promise<{ notifier: NotificationCenter }> {
  const { config, database, clock } = deps;
  const live = await createLiveBus({ database, databaseUrl: config.databaseUrl, log: app.log });
  const notifier = createNotifier({
    database,
    mailer: deps.mailer,
    live,
    appUrlOf: deps.appUrlOf,
    log: app.log,
  });
  const streams = createStreamHub({
    database,
    live,
    clock,
    log: app.log,
    pingMs: config.livePingMs,
    recheckMs: config.liveRecheckMs,
  });
  notificationRoutes(app, {
    notifications: createNotificationService({ database, live, clock }),
    preferences: createNotificationPreferenceService({ database }),
    notifier,
    streams,
  });
  app.addHook('preClose', async () => {
    await streams.closeAll();
  });
  app.addHook('onClose', async () => {
    await live.close();
  });
  return { notifier };
}
