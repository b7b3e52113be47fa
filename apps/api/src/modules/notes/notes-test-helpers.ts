/** Factories for the notes tests, over the real API. */
import type { Note } from '@usaha/shared';
import type { TestApp, TestClient } from '../../test/harness';
import { data } from '../../test/ledger';

export async function createNote(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.request('POST', '/api/v1/notes/', {
    body: { title: 'Catatan', ...body },
  });
  return data<Note>(response, 201);
}

export type NoteList = { data: Note[]; meta: { next_cursor: string | null; has_more: boolean } };

export async function listNotes(client: TestClient, query = '') {
  const response = await client.request('GET', `/api/v1/notes/${query}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json<NoteList>();
}

export async function titlesOf(client: TestClient, query = '') {
  return (await listNotes(client, query)).data.map((note) => note.title);
}

export async function activityOf(t: TestApp, noteId: string) {
  return t.database.query<{ action: string; before: unknown; after: unknown; user_id: string }>(
    'select action, before, after, user_id from activities where entity_id = $1 order by created_at, id',
    [noteId],
  );
}
