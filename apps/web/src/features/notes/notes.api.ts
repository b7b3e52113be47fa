/** The notes calls. Creates send an Idempotency-Key so a double tap never saves twice. */
import type { CreateNoteInput, Note, NoteVisibility, UpdateNoteInput } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { type DownloadedFile, fetchFile } from '../../lib/download';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toQueryString } from '../../lib/query-string';

type Data<T> = { success: true; data: T; message?: string };

export type NoteFilter = { q?: string; tag?: string; visibility?: NoteVisibility };
export type NotePage = { data: Note[]; next_cursor: string | null; has_more: boolean };

export async function listNotes(
  query: NoteFilter & { cursor?: string; limit?: number },
): Promise<NotePage> {
  const response = await apiRequest<
    Data<Note[]> & { meta: { next_cursor: string | null; has_more: boolean } }
  >(`/v1/notes/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function getNote(id: string): Promise<Note> {
  return (await apiRequest<Data<Note>>(`/v1/notes/${id}/`)).data;
}

export async function createNote(body: CreateNoteInput, idempotencyKey?: string): Promise<Note> {
  const response = await apiRequest<Data<Note>>('/v1/notes/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey ?? newIdempotencyKey() },
  });
  return response.data;
}

/** A stale `version` is 409 VERSION_CONFLICT; another member changing visibility is 403. */
export async function updateNote(id: string, body: UpdateNoteInput): Promise<Note> {
  return (await apiRequest<Data<Note>>(`/v1/notes/${id}/`, { method: 'PUT', body })).data;
}

export async function deleteNote(id: string): Promise<void> {
  await apiRequest<{ success: true }>(`/v1/notes/${id}/`, { method: 'DELETE' });
}

/** The notes the caller may see, as CSV or XLSX, with the list's search and tag. */
export function exportNotes(
  filter: Pick<NoteFilter, 'q' | 'tag'>,
  format: 'csv' | 'xlsx',
  language: 'id' | 'en',
): Promise<DownloadedFile> {
  const query = toQueryString({ ...filter, format, language });
  return fetchFile(`/v1/exports/notes/${query}`, `notes.${format}`);
}
