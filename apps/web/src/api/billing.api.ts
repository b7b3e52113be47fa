/** The plans and the business's subscription (`/v1/billing/…`). */
import type { Plan, Subscription } from '@usaha/shared';
import { requestData } from '../lib/api-data';

export function getPlans(): Promise<Plan[]> {
  return requestData<Plan[]>('/v1/billing/plans/');
}

export function getSubscription(): Promise<Subscription> {
  return requestData<Subscription>('/v1/billing/subscription/');
}
