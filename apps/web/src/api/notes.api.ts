/**
 * The notes (`/v1/notes/`, contract: note.schemas), their download and their import
 * (`/v1/notes/import/…`, contract: directory-import.schemas).
 */
import type {
  CreateNoteInput,
  DirectoryImportInput,
  DirectoryImportPreview,
  Note,
  NoteVisibility,
  Page,
  UpdateNoteInput,
} from '@usaha/shared';
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

/**
 * The notes the caller may see, as CSV or XLSX, with the list's search and tag; `template`: the
 * titles alone, which the import reads.
 */
export function exportNotes(
  filter: Pick<NoteFilter, 'q' | 'tag'>,
  format: 'csv' | 'xlsx',
  language: 'id' | 'en',
  template = false,
): Promise<DownloadedFile> {
  const query = toQueryString({ ...filter, format, language, template: template || undefined });
  return fetchFile(`/v1/exports/notes/${query}`, `notes.${format}`);
}

/** Every line of a CSV or XLSX file checked; nothing is saved. */
export function previewNotesImport(body: DirectoryImportInput): Promise<DirectoryImportPreview> {
  return requestData<DirectoryImportPreview>('/v1/notes/import/preview/', { method: 'POST', body });
}

/** All or nothing, the notes the caller's own; the key makes a retry import the file once. */
export function commitNotesImport(
  body: DirectoryImportInput,
  idempotencyKey: string,
): Promise<{ imported: number }> {
  return requestData<{ imported: number }>('/v1/notes/import/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}
