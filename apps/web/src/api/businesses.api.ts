/**
 * The signed-in user's businesses (`/v1/businesses/`): the switcher's list, a new business, and
 * the switch itself. Kept apart from the team's calls: the header loads this file on every page.
 */
import type { CreateBusinessBody, ListResponse, Membership } from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestData } from '../lib/api-data';
import type { SessionResponse } from '../lib/auth';

/** One page of the largest size: nobody switches between more businesses than that. */
export async function listMemberships(): Promise<Membership[]> {
  return (await apiRequest<ListResponse<Membership>>('/v1/businesses/?limit=100')).data;
}

export function createBusiness(body: CreateBusinessBody): Promise<Membership> {
  return requestData<Membership>('/v1/businesses/', { method: 'POST', body });
}

/** Only to a business with an active membership (else 404); answers like a login. */
export function switchBusiness(businessId: string): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/v1/businesses/switch/', {
    method: 'POST',
    body: { business_id: businessId },
  });
}
