/**
 * Contracts of notifications (DESIGN.md §6 "Notifications"): per user and business, with an
 * unread count, read/archive state, channel preferences per type, and the live stream's events.
 */
import { z } from 'zod';
import {
  dataResponse,
  idSchema,
  limitSchema,
  listMetaSchema,
  listResponse,
} from './common.schemas';
import { NOTIFICATION_FILTERS, NOTIFICATION_TYPES } from './notification-kinds';

export const notificationSchema = z.object({
  id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/apps/…`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  archived: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationResponseSchema = dataResponse(notificationSchema);

/** Newest first. `status=all` means everything not archived; `archived` only archived ones. */
export const notificationListQuerySchema = z.object({
  status: z.enum(NOTIFICATION_FILTERS).default('all'),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  cursor: z.string().max(300).optional(),
  limit: limitSchema,
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = listResponse(
  notificationSchema,
  listMetaSchema.extend({ unread_count: z.number().int().nonnegative() }),
);

export const unreadCountResponseSchema = dataResponse(
  z.object({ unread_count: z.number().int().nonnegative() }),
);

/** Bulk actions on chosen notifications; `ids` of another user or business are skipped. */
export const NOTIFICATION_ACTIONS = ['read', 'unread', 'archive', 'unarchive', 'delete'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];
export const notificationBulkBodySchema = z.object({
  action: z.enum(NOTIFICATION_ACTIONS),
  ids: z.array(idSchema).min(1).max(500),
});
export type NotificationBulkBody = z.input<typeof notificationBulkBodySchema>;

/** The clean-up: archive or delete read notifications, optionally only those older than N days. */
export const notificationCleanupBodySchema = z.object({
  action: z.enum(['archive', 'delete']),
  scope: z.enum(['read', 'archived', 'all']).default('read'),
  older_than_days: z.number().int().min(0).max(3650).default(0),
});
export type NotificationCleanupBody = z.input<typeof notificationCleanupBodySchema>;

export const notificationCountResponseSchema = dataResponse(
  z.object({ count: z.number().int().nonnegative(), unread_count: z.number().int().nonnegative() }),
);

export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesResponseSchema = dataResponse(
  z.array(notificationPreferenceSchema),
);
export const updateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_TYPES.length)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.type)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'type'],
            message: 'duplicate_type',
          });
        }
        seen.add(item.type);
      });
    }),
});

/** `POST notifications/test/`: where the test notification went, by the caller's preferences. */
export const testNotificationResponseSchema = dataResponse(
  z.object({ in_app: z.boolean(), email: z.boolean() }),
);

/**
 * Events of the live stream (`GET notifications/stream/`, text/event-stream): `notification`
 * carries a new one, `unread` the count after any change, `membership` tells the tab that the
 * user's role or access in this business changed (refetch the profile).
 */
export const LIVE_EVENTS = ['notification', 'unread', 'membership', 'ping'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];
