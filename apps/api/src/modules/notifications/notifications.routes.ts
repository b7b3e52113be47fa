/** `/api/v1/notifications/…`: the caller's own inbox in the current business (DESIGN.md §6). */
import {
  AppError,
  deletedResponseSchema,
  idParamsSchema,
  notificationBulkBodySchema,
  notificationCleanupBodySchema,
  notificationCountResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationResponseSchema,
  testNotificationResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesBodySchema,
} from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { requestLanguage } from '../../lib/language';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { NotificationPreferenceService } from './notification-preferences.service';
import type { StreamHub } from './notification-stream';
import type { NotificationService } from './notifications.service';
import { INBOX_PATH, type NotificationCenter } from './notifier';
import { STREAMS_PER_SESSION, STREAMS_PER_USER, SUPERSEDED_RETRY_MS } from './stream-limits';

const BASE = '/api/v1/notifications';
const access = { permission: 'notification.view' } as const;

/** The inbox is the caller's, in the business of their token. */
function inboxOf(request: FastifyRequest) {
  const actor = actorOf(request);
  return { userId: actor.userId, businessId: actor.businessId };
}

export function notificationRoutes(
  app: FastifyInstance,
  deps: {
    notifications: NotificationService;
    preferences: NotificationPreferenceService;
    notifier: NotificationCenter;
    streams: StreamHub;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const { notifications } = deps;
  const one = { tags, params: idParamsSchema };

  r.get(`${BASE}/`, {
    config: { access },
    schema: {
      tags,
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema },
    },
    handler: async (request) => {
      const page = await notifications.list(
        inboxOf(request),
        request.query,
        requestLanguage(request),
      );
      return listAnswer(page, { unread_count: page.unread_count });
    },
  });

  r.get(`${BASE}/unread-count/`, {
    config: { access },
    schema: { tags, response: { 200: unreadCountResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: { unread_count: await notifications.unreadCount(inboxOf(request)) },
    }),
  });

  r.get(`${BASE}/stream/`, {
    config: { access },
    schema: {
      tags,
      description:
        'Server-Sent Events: `retry`, then `unread` with the count; `notification`, `unread` and ' +
        '`membership` as they happen; `ping` every 25 s. Send `Accept: text/event-stream`; ' +
        'notifications come worded in the language of its `Accept-Language`. ' +
        `A session keeps at most ${STREAMS_PER_SESSION} streams open and a user ` +
        `${STREAMS_PER_USER}: a new one closes the oldest, which is sent ` +
        `\`retry: ${SUPERSEDED_RETRY_MS}\` first. A stream ends when its session does.`,
    },
    handler: async (request, reply) => {
      const inbox = inboxOf(request);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError('VALIDATION_FAILED', 'This is an event stream', {
          issues: [{ field: 'accept', code: 'event_stream_only' }],
        });
      }
      const sessionId = request.auth?.sessionId ?? '';
      // Each stream words the notifications it carries in its own reader's language.
      const language = requestLanguage(request);
      await deps.streams.serve(reply, { ...inbox, sessionId, language });
    },
  });

  r.post(`${BASE}/read-all/`, {
    config: { access },
    schema: { tags, response: { 200: notificationCountResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await notifications.readAll(inboxOf(request)),
    }),
  });

  r.post(`${BASE}/bulk/`, {
    config: { access },
    schema: {
      tags,
      body: notificationBulkBodySchema,
      response: { 200: notificationCountResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await notifications.bulk(inboxOf(request), request.body.action, request.body.ids),
    }),
  });

  r.post(`${BASE}/cleanup/`, {
    config: { access },
    schema: {
      tags,
      body: notificationCleanupBodySchema,
      response: { 200: notificationCountResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await notifications.cleanup(inboxOf(request), request.body),
    }),
  });

  r.get(`${BASE}/preferences/`, {
    config: { access },
    schema: { tags, response: { 200: notificationPreferencesResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.preferences.list(actorOf(request)),
    }),
  });

  r.put(`${BASE}/preferences/`, {
    config: { access },
    schema: {
      tags,
      body: updateNotificationPreferencesBodySchema,
      response: { 200: notificationPreferencesResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.preferences.update(actorOf(request), request.body.preferences),
    }),
  });

  r.post(`${BASE}/test/`, {
    config: { access },
    schema: { tags, response: { 200: testNotificationResponseSchema } },
    handler: async (request) => {
      const delivered = await deps.notifier.deliver({
        ...inboxOf(request),
        type: 'test',
        link: INBOX_PATH,
      });
      return { success: true as const, data: delivered };
    },
  });

  for (const [path, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    r.post(`${BASE}/:id/${path}/`, {
      config: { access },
      schema: { ...one, response: { 200: notificationResponseSchema } },
      handler: async (request) => ({
        success: true as const,
        data: await notifications.markRead(
          inboxOf(request),
          request.params.id,
          read,
          requestLanguage(request),
        ),
      }),
    });
  }

  r.post(`${BASE}/:id/archive/`, {
    config: { access },
    schema: { ...one, response: { 200: notificationResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await notifications.archive(
        inboxOf(request),
        request.params.id,
        requestLanguage(request),
      ),
    }),
  });

  r.delete(`${BASE}/:id/`, {
    config: { access },
    schema: { ...one, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await notifications.remove(inboxOf(request), request.params.id);
      return { success: true as const, message: say(request, 'notificationDeleted') };
    },
  });
}
