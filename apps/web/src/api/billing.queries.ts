/** Query keys and options of billing: the plans (public), the subscription and its payments. */
import { queryOptions } from '@tanstack/react-query';
import { getPayment, getPayments, getPlans, getSubscription } from './billing.api';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  payments: () => [...billingKeys.all, 'payments'] as const,
  payment: (id: string) => [...billingKeys.payments(), id] as const,
};

export const plansQuery = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: getPlans, staleTime: 10 * 60_000 });

export const subscriptionQuery = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscription });

export const paymentsQuery = () =>
  queryOptions({ queryKey: billingKeys.payments(), queryFn: getPayments });

/** A payment's state as our database has it; asked again every 2 s while it is pending. */
export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.payment(id),
    queryFn: () => getPayment(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
