/**
 * The signed-in user's businesses: the switcher's list, a new business, and the switch itself.
 * Kept apart from the team page's calls: the header loads this file on every page.
 */
import type { CreateBusinessBody, Membership } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import type { SessionResponse } from '../../lib/auth';

/** One page of the largest size: nobody switches between more businesses than that. */
export async function listMemberships(): Promise<Membership[]> {
  return (await apiRequest<{ success: true; data: Membership[] }>('/v1/businesses/?limit=100'))
    .data;
}

export async function createBusiness(body: CreateBusinessBody): Promise<Membership> {
  const response = await apiRequest<{ success: true; data: Membership }>('/v1/businesses/', {
    method: 'POST',
    body,
  });
  return response.data;
}

/** Only to a business with an active membership (else 404); answers like a login. */
export function switchBusiness(businessId: string): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/v1/businesses/switch/', {
    method: 'POST',
    body: { business_id: businessId },
  });
}
