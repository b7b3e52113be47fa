/** The user's own privacy (`/v1/privacy/…`): their sessions, their data, deleting the account. */
import type { messageResponseSchema, ResponseOf, SessionInfo } from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestPage } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';

type Message = ResponseOf<typeof messageResponseSchema>;

export async function listSessions(): Promise<SessionInfo[]> {
  return (await requestPage<SessionInfo>('/v1/privacy/sessions/')).data;
}

/** Revoking the current session ends this login too. */
export async function revokeSession(id: string): Promise<void> {
  await apiRequest<Message>(`/v1/privacy/sessions/${id}/`, { method: 'DELETE' });
}

export async function revokeOtherSessions(): Promise<void> {
  await apiRequest<Message>('/v1/privacy/sessions/revoke-others/', { method: 'POST', body: {} });
}

/** A ZIP of everything the user may see; one per minute (429 otherwise). */
export function exportMyData(): Promise<DownloadedFile> {
  return fetchFile('/v1/privacy/export/', 'usaha-data.zip');
}

/** Wrong password is 403 WRONG_PASSWORD; the only owner of a team is refused (422). */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest<Message>('/v1/privacy/delete-account/', {
    method: 'POST',
    body: { password },
  });
}
