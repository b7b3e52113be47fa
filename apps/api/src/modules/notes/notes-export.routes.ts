/**
 * GET /api/v1/exports/notes/: the notes the caller may see (private ones of others never), with
 * the list's search and tag, as CSV or XLSX, read page by page through the list itself.
 */
import { type Note, noteExportQuerySchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { type Actor, actorOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { type TableColumn, textCell } from '../../lib/table-export/table-cell';
import { sendTableExport } from '../../lib/table-export/table-download';
import type { NoteService } from './notes.service';
import type { NoteFilter } from './notes.sql';

const BATCH = 500;

type Language = 'id' | 'en';

const WORDS = {
  id: {
    file: 'catatan',
    sheet: 'Catatan',
    titles: ['Judul', 'Isi', 'Warna', 'Disematkan', 'Label', 'Terlihat oleh', 'Penulis', 'Diubah'],
    yes: 'Ya',
    no: 'Tidak',
    private: 'Pribadi',
    shared: 'Tim',
    colors: {
      default: 'Polos',
      red: 'Merah',
      orange: 'Oranye',
      yellow: 'Kuning',
      green: 'Hijau',
      teal: 'Toska',
      blue: 'Biru',
      violet: 'Ungu',
    },
  },
  en: {
    file: 'notes',
    sheet: 'Notes',
    titles: ['Title', 'Text', 'Colour', 'Pinned', 'Tags', 'Seen by', 'Author', 'Changed'],
    yes: 'Yes',
    no: 'No',
    private: 'Private',
    shared: 'Team',
    colors: {
      default: 'Plain',
      red: 'Red',
      orange: 'Orange',
      yellow: 'Yellow',
      green: 'Green',
      teal: 'Teal',
      blue: 'Blue',
      violet: 'Violet',
    },
  },
} as const;

/** `2026-11-05 14:30` in the business's time zone. */
function localTime(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: timezone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function noteColumns(language: Language, timezone: string): TableColumn<Note>[] {
  const w = WORDS[language];
  const [title, body, color, pinned, tags, seenBy, author, changed] = w.titles;
  return [
    { title, width: 32, cell: (note) => textCell(note.title) },
    { title: body, width: 60, cell: (note) => textCell(note.body) },
    { title: color, width: 10, cell: (note) => textCell(w.colors[note.color]) },
    { title: pinned, width: 10, cell: (note) => textCell(note.pinned ? w.yes : w.no) },
    { title: tags, cell: (note) => textCell(note.tags.join(', ')) },
    { title: seenBy, width: 12, cell: (note) => textCell(w[note.visibility]) },
    { title: author, cell: (note) => textCell(note.author_name) },
    { title: changed, width: 18, cell: (note) => textCell(localTime(note.updated_at, timezone)) },
  ];
}

/** Every note the list would show, in its order, one page at a time. */
async function* visibleNotes(notes: NoteService, actor: Actor, filter: NoteFilter) {
  let cursor: string | undefined;
  for (;;) {
    const page = await notes.list(actor, { ...filter, cursor, limit: BATCH });
    yield* page.data;
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

export function noteExportRoute(app: FastifyInstance, deps: { notes: NoteService; clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/exports/notes/', {
    config: { access: { permission: 'note.view' } },
    schema: { tags: ['exports'], querystring: noteExportQuerySchema },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { format, language, ...filter } = request.query;
      const stamp = businessToday(deps.clock.now(), actor.timezone);
      return sendTableExport(reply, request, {
        format,
        filename: `${WORDS[language].file}-${stamp}`,
        rows: visibleNotes(deps.notes, actor, filter),
        columns: noteColumns(language, actor.timezone),
        sheetName: WORDS[language].sheet,
      });
    },
  });
}
