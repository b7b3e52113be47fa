/** The colour of each subscription status, the same for the business and for staff. */
import type { SubscriptionStatus } from '@usaha/shared';

export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, string> = {
  trialing: 'blue',
  active: 'teal',
  past_due: 'orange',
  canceled: 'gray',
  expired: 'gray',
};
