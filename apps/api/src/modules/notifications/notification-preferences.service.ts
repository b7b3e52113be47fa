/**
 * Each user's channel choices per notification type, per business: a stored row, or the type's
 * default (DEFAULT_CHANNELS) until they choose. A change is recorded in the activity log.
 */
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationType,
} from '@usaha/shared';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { saveChoices, storedChoices } from './notification-preferences.repository';

async function effectivePreferences(
  executor: Executor,
  actor: Pick<Actor, 'userId' | 'businessId'>,
): Promise<NotificationPreference[]> {
  const rows = await storedChoices(executor, actor);
  const stored = new Map(rows.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = stored.get(type);
    return row
      ? { type, in_app: row.in_app, email: row.email }
      : { type, ...DEFAULT_CHANNELS[type] };
  });
}

export function createNotificationPreferenceService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    list: (actor: Actor) => effectivePreferences(db, actor),

    /** Saves the given types (others keep their choice); answers every type's choice. */
    async update(actor: Actor, changes: NotificationPreference[]) {
      return db.transaction(async (tx) => {
        const types = new Set<NotificationType>(changes.map((change) => change.type));
        const before = (await effectivePreferences(tx, actor)).filter((item) =>
          types.has(item.type),
        );
        await saveChoices(tx, actor, changes);
        const all = await effectivePreferences(tx, actor);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'notification_preferences.update',
          entityType: 'notification_preferences',
          entityId: actor.userId,
          before,
          after: all.filter((item) => types.has(item.type)),
        });
        return all;
      });
    },
  };
}

export type NotificationPreferenceService = ReturnType<typeof createNotificationPreferenceService>;
