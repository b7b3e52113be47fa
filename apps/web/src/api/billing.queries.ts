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

/**
 * A payment's state as our database has it; asked again while it is pending: every 2 s for a
 * provider's answer, every 30 s for staff's (a bank transfer is confirmed by hand).
 */
export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.payment(id),
    queryFn: () => getPayment(id),
    refetchInterval: (query) => {
      const payment = query.state.data;
      if (payment?.status !== 'pending') return false;
      return payment.provider === 'manual' ? 30_000 : 2_000;
    },
  });
