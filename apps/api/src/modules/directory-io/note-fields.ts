/**
 * The columns of a notes file, in the order the export writes them. The author and the time of
 * the last change follow them in a download only: an imported note is the importer's, and new.
 */
import {
  createNoteBodySchema,
  NOTE_COLORS,
  NOTE_VISIBILITIES,
  type Note,
  type NoteColor,
  type NoteVisibility,
} from '@usaha/shared';
import type { z } from 'zod';
import { type TableColumn, textCell } from '../../lib/table-export/table-cell';
import { readBoolean, readNamed, readTags, readText, TAG_SEPARATOR, YES_NO } from './cell-readers';
import type { DirectoryField, DirectoryKind, Language } from './directory-fields';

const COLOR_NAMES: Record<Language, Record<NoteColor, string>> = {
  id: {
    default: 'Polos',
    red: 'Merah',
    orange: 'Oranye',
    yellow: 'Kuning',
    green: 'Hijau',
    teal: 'Toska',
    blue: 'Biru',
    violet: 'Ungu',
  },
  en: {
    default: 'Plain',
    red: 'Red',
    orange: 'Orange',
    yellow: 'Yellow',
    green: 'Green',
    teal: 'Teal',
    blue: 'Blue',
    violet: 'Violet',
  },
};

const VISIBILITY_NAMES: Record<Language, Record<NoteVisibility, string>> = {
  id: { private: 'Pribadi', shared: 'Tim' },
  en: { private: 'Private', shared: 'Team' },
};

/** A column of codes: written by their names in the download's language, read in either. */
function namedColumn<Code extends string>(
  codes: readonly Code[],
  names: Record<Language, Record<Code, string>>,
  value: (note: Note) => Code,
  refusal: Parameters<typeof readNamed>[3],
): Pick<DirectoryField<Note>, 'read' | 'cell'> {
  return {
    read: (cell) => readNamed(cell, codes, names, refusal),
    cell: (note, language) => textCell(names[language][value(note)]),
  };
}

export const NOTE_FIELDS: readonly DirectoryField<Note>[] = [
  {
    field: 'title',
    titles: { id: 'Judul', en: 'Title' },
    required: true,
    width: 32,
    read: readText,
    cell: (note) => textCell(note.title),
  },
  {
    field: 'body',
    titles: { id: 'Isi', en: 'Text' },
    aliases: ['konten', 'content', 'markdown'],
    // Markdown: an indented first line is a code block, so the cell is kept as written.
    keepSpaces: true,
    width: 60,
    read: readText,
    cell: (note) => textCell(note.body),
  },
  {
    field: 'color',
    titles: { id: 'Warna', en: 'Colour' },
    aliases: ['color'],
    width: 10,
    ...namedColumn(NOTE_COLORS, COLOR_NAMES, (note) => note.color, {
      code: 'invalid_note_color',
      message: 'Write a colour such as polos, merah or biru (plain, red or blue)',
    }),
  },
  {
    field: 'pinned',
    titles: { id: 'Disematkan', en: 'Pinned' },
    aliases: ['pin', 'sematkan'],
    width: 10,
    read: readBoolean,
    cell: (note, language) => textCell(YES_NO[language][note.pinned ? 0 : 1]),
  },
  {
    field: 'tags',
    titles: { id: 'Label', en: 'Tags' },
    aliases: ['tag'],
    read: readTags,
    cell: (note) => textCell(note.tags.join(TAG_SEPARATOR)),
  },
  {
    field: 'visibility',
    titles: { id: 'Terlihat oleh', en: 'Seen by' },
    aliases: ['visibilitas'],
    width: 12,
    ...namedColumn(NOTE_VISIBILITIES, VISIBILITY_NAMES, (note) => note.visibility, {
      code: 'invalid_visibility',
      message: 'Write pribadi or tim (private or team)',
    }),
  },
];

export const NOTE_KIND: DirectoryKind<Note, z.output<typeof createNoteBodySchema>> = {
  entity: 'note',
  fields: NOTE_FIELDS,
  schema: createNoteBodySchema,
  names: { id: 'catatan', en: 'notes' },
  sheets: { id: 'Catatan', en: 'Notes' },
};

/** `2026-11-05 14:30` in the business's time zone. */
function localTime(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: timezone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The download's last columns, which an import does not read. */
export function noteInfoColumns(language: Language, timezone: string): TableColumn<Note>[] {
  const [author, changed] = language === 'id' ? ['Penulis', 'Diubah'] : ['Author', 'Changed'];
  return [
    { title: author, cell: (note) => textCell(note.author_name) },
    { title: changed, width: 18, cell: (note) => textCell(localTime(note.updated_at, timezone)) },
  ];
}
