/** Query keys and options of billing: the plans (public) and the business's subscription. */
import { queryOptions } from '@tanstack/react-query';
import { getPlans, getSubscription } from './billing.api';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
};

export const plansQuery = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: getPlans, staleTime: 10 * 60_000 });

export const subscriptionQuery = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscription });
