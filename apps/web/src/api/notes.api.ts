/** The notes (`/v1/notes/`, contract: note.schemas), and their download. */
import type { CreateNoteInput, Note, NoteVisibility, Page, UpdateNoteInput } from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type NoteFilter = { q?: string; tag?: string; visibility?: NoteVisibility };

export function listNotes(
  query: NoteFilter & { cursor?: string; limit?: number },
): Promise<Page<Note>> {
  return requestPage<Note>(`/v1/notes/${toQueryString(query)}`);
}

export function getNote(id: string): Promise<Note> {
  return requestData<Note>(`/v1/notes/${id}/`);
}

/** The key makes a double tap save the note once. */
export function createNote(body: CreateNoteInput, idempotencyKey?: string): Promise<Note> {
  return requestData<Note>('/v1/notes/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** A stale `version` is 409 VERSION_CONFLICT; another member changing visibility is 403. */
export function updateNote(id: string, body: UpdateNoteInput): Promise<Note> {
  return requestData<Note>(`/v1/notes/${id}/`, { method: 'PUT', body });
}

export function deleteNote(id: string): Promise<void> {
  return requestDelete(`/v1/notes/${id}/`);
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
