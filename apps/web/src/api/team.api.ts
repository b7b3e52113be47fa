/**
 * The team (`/v1/team/…`, `/v1/invitations/…`; contract: team.schemas): the members and the
 * invitations of the current business, and the public invitation link.
 */
import type {
  AcceptInvitationRegisterBody,
  CreateInvitationBody,
  Invitation,
  InvitationPreview,
  Member,
  Page,
  SentInvitation,
  UpdateMemberBody,
} from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import type { SessionResponse } from '../lib/auth';

const pageQuery = (cursor: string | null, limit: number) =>
  toQueryString({ limit, cursor: cursor ?? undefined });

// Members of the current business

export function listMembers(cursor: string | null, limit = 100): Promise<Page<Member>> {
  return requestPage<Member>(`/v1/team/members/${pageQuery(cursor, limit)}`);
}

/** Only owners touch owners (403); the last active owner stays one (422 LAST_OWNER). */
export function updateMember(userId: string, body: UpdateMemberBody): Promise<Member> {
  return requestData<Member>(`/v1/team/members/${userId}/`, { method: 'PUT', body });
}

/** Removes a member, or, with the caller's own id, leaves the business. */
export function removeMember(userId: string): Promise<void> {
  return requestDelete(`/v1/team/members/${userId}/`);
}

// Invitations of the current business

export function listInvitations(cursor: string | null, limit = 100): Promise<Page<Invitation>> {
  return requestPage<Invitation>(`/v1/team/invitations/${pageQuery(cursor, limit)}`);
}

/** Answers the invitation with its link, this once (it is mailed too). */
export function createInvitation(body: CreateInvitationBody): Promise<SentInvitation> {
  return requestData<SentInvitation>('/v1/team/invitations/', { method: 'POST', body });
}

/** A new link replaces the old one; answered with it, this once. */
export function resendInvitation(id: string): Promise<SentInvitation> {
  return requestData<SentInvitation>(`/v1/team/invitations/${id}/resend/`, {
    method: 'POST',
    body: {},
  });
}

export function revokeInvitation(id: string): Promise<void> {
  return requestDelete(`/v1/team/invitations/${id}/`);
}

// The invitation link, opened by the invited person

const linkPath = (token: string) => `/v1/invitations/${encodeURIComponent(token)}/`;

/** Unknown, expired, revoked and used links all answer 400 INVITATION_INVALID. */
export function getInvitation(token: string): Promise<InvitationPreview> {
  return requestData<InvitationPreview>(linkPath(token), { auth: false });
}

/** The signed-in user joins (their email must be the invited one) and moves into the business. */
export function acceptInvitation(token: string): Promise<SessionResponse> {
  return apiRequest<SessionResponse>(`${linkPath(token)}accept/`, { method: 'POST', body: {} });
}

/** A new account with the invited address, in the inviting business; answers like a registration. */
export function registerThroughInvitation(
  token: string,
  body: AcceptInvitationRegisterBody,
): Promise<SessionResponse> {
  return apiRequest<SessionResponse>(`${linkPath(token)}register/`, {
    method: 'POST',
    body,
    auth: false,
    csrf: true,
  });
}
