/** The public invitation link: look it up, accept it, or register through it. */
import type { AcceptInvitationRegisterBody, InvitationPreview } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import type { SessionResponse } from '../../lib/auth';

const path = (token: string) => `/v1/invitations/${encodeURIComponent(token)}/`;

/** Unknown, expired, revoked and used links all answer 400 INVITATION_INVALID. */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  const response = await apiRequest<{ success: true; data: InvitationPreview }>(path(token), {
    auth: false,
  });
  return response.data;
}

/** The signed-in user joins (their email must be the invited one) and moves into the business. */
export function acceptInvitation(token: string): Promise<SessionResponse> {
  return apiRequest<SessionResponse>(`${path(token)}accept/`, { method: 'POST', body: {} });
}

/** A new account with the invited address, in the inviting business; answers like a registration. */
export function registerThroughInvitation(
  token: string,
  body: AcceptInvitationRegisterBody,
): Promise<SessionResponse> {
  return apiRequest<SessionResponse>(`${path(token)}register/`, {
    method: 'POST',
    body,
    auth: false,
    csrf: true,
  });
}
