/**
 * What other areas use to tell a user something: the notifications module implements it
 * (notifier.ts); callers get it injected and never write notification rows themselves.
 */
import type { NotificationType, Permission } from '@usaha/shared';

export type NotifyInput = {
  businessId: string;
  userId: string;
  type: NotificationType;
  /** Values the type's message is written from, e.g. `{ business_name, role }`. */
  data?: Record<string, string | number>;
  /** An in-app path the notification opens, e.g. `/apps/settings/users`. */
  link?: string | null;
};

export interface Notifier {
  /**
   * Writes the notification in the recipient's language (in-app if their preferences allow),
   * emails it if they chose email, and pushes it to their open tabs. Call it after the caller's
   * transaction has committed; it never throws for a delivery failure (logged instead).
   */
  notify(input: NotifyInput): Promise<void>;
  /** Tells the user's open tabs that their role or access in the business changed. */
  membershipChanged(businessId: string, userId: string): void;
  /**
   * Ends at once the open live streams of the user's sessions that have ended (logout,
   * revocation, a new password). Call it after the commit that ended them.
   */
  sessionsEnded(userId: string): void;
}

export type NotifyMembersInput = Omit<NotifyInput, 'userId'> & {
  /** Only the business's active members whose role grants this, e.g. `invoice.view`. */
  permission: Permission;
  /** Who did it and knows already (a payment's recorder); null when no one did (a job). */
  exceptUserId: string | null;
};

/** Telling everyone in a business who may see a thing, each in their language and by their choice. */
export interface MembersNotifier {
  /** As `Notifier.notify`, once for each such member; after the caller's commit, never throws. */
  notifyMembers(input: NotifyMembersInput): Promise<void>;
}
