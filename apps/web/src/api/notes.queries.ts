/** Query keys and options of the notes; every key starts with 'notes'. */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Note } from '@usaha/shared';
import { getNote, listNotes, type NoteFilter } from './notes.api';

export const NOTES_PAGE_SIZE = 30;

export const noteKeys = {
  all: ['notes'] as const,
  pages: (filter: NoteFilter) => [...noteKeys.all, 'pages', filter] as const,
  note: (id: string) => [...noteKeys.all, 'detail', id] as const,
};

/** Pages of notes by cursor ("load more"): pinned first, then the latest change. */
export const notesInfiniteQuery = (filter: NoteFilter) =>
  infiniteQueryOptions({
    queryKey: noteKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listNotes({ limit: NOTES_PAGE_SIZE, ...filter, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const noteQuery = (id: string) =>
  queryOptions({ queryKey: noteKeys.note(id), queryFn: () => getNote(id) });

/** After an import: every list may show the new notes. */
export function afterNotesImport(client: QueryClient) {
  return client.invalidateQueries({ queryKey: [...noteKeys.all, 'pages'] });
}

/** After a save or a delete: the lists are stale; the saved note is known. */
export async function afterNoteWrite(client: QueryClient, saved: Note | null, id: string) {
  if (saved) client.setQueryData(noteKeys.note(saved.id), saved);
  else client.removeQueries({ queryKey: noteKeys.note(id) });
  await client.invalidateQueries({ queryKey: [...noteKeys.all, 'pages'] });
}
