/**
 * The kinds of notification, their channels and the inbox's filters: plain constants without zod,
 * so that the apps shell (the bell, the live stream) reads them without carrying the schemas of
 * notification.schemas.ts.
 */
/** Every kind of notification Usaha sends; later areas add theirs here. */
export const NOTIFICATION_TYPES = [
  'invitation',
  'member_joined',
  'role_changed',
  'import_finished',
  'invoice_overdue',
  'invoice_paid',
  'payment_received',
  'recurring_invoice_made',
  'debt_due',
  'subscription_expiring',
  'plan_payment_confirmed',
  'plan_payment_rejected',
  'test',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a type sends until the user chooses: in-app always, email for the important ones. */
export const DEFAULT_CHANNELS: Record<NotificationType, Record<NotificationChannel, boolean>> = {
  invitation: { in_app: true, email: true },
  member_joined: { in_app: true, email: false },
  role_changed: { in_app: true, email: true },
  import_finished: { in_app: true, email: false },
  invoice_overdue: { in_app: true, email: true },
  invoice_paid: { in_app: true, email: false },
  payment_received: { in_app: true, email: false },
  recurring_invoice_made: { in_app: true, email: false },
  debt_due: { in_app: true, email: true },
  subscription_expiring: { in_app: true, email: true },
  plan_payment_confirmed: { in_app: true, email: true },
  plan_payment_rejected: { in_app: true, email: true },
  test: { in_app: true, email: false },
};

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read', 'archived'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
