/** The calls of the team page: members and invitations (contracts: @usaha/shared team.schemas). */
import type { CreateInvitationBody, Invitation, Member, UpdateMemberBody } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { toQueryString } from '../../lib/query-string';

type Data<T> = { success: true; data: T; message?: string };
type Meta = { next_cursor: string | null; has_more: boolean };
type List<T> = { success: true; data: T[]; meta: Meta };

export type Page<T> = { data: T[] } & Meta;

async function page<T>(path: string, cursor: string | null, limit: number): Promise<Page<T>> {
  const response = await apiRequest<List<T>>(
    `${path}${toQueryString({ limit, cursor: cursor ?? undefined })}`,
  );
  return { data: response.data, ...response.meta };
}

// Members of the current business

export function listMembers(cursor: string | null, limit = 100): Promise<Page<Member>> {
  return page<Member>('/v1/team/members/', cursor, limit);
}

/** Only owners touch owners (403); the last active owner stays one (422 LAST_OWNER). */
export async function updateMember(userId: string, body: UpdateMemberBody): Promise<Member> {
  return (await apiRequest<Data<Member>>(`/v1/team/members/${userId}/`, { method: 'PUT', body }))
    .data;
}

/** Removes a member, or, with the caller's own id, leaves the business. */
export async function removeMember(userId: string): Promise<void> {
  await apiRequest(`/v1/team/members/${userId}/`, { method: 'DELETE' });
}

// Invitations of the current business

export function listInvitations(cursor: string | null, limit = 100): Promise<Page<Invitation>> {
  return page<Invitation>('/v1/team/invitations/', cursor, limit);
}

export async function createInvitation(body: CreateInvitationBody): Promise<Invitation> {
  return (await apiRequest<Data<Invitation>>('/v1/team/invitations/', { method: 'POST', body }))
    .data;
}

export async function resendInvitation(id: string): Promise<Invitation> {
  return (
    await apiRequest<Data<Invitation>>(`/v1/team/invitations/${id}/resend/`, {
      method: 'POST',
      body: {},
    })
  ).data;
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiRequest(`/v1/team/invitations/${id}/`, { method: 'DELETE' });
}
