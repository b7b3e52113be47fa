/** Contracts of notes: Markdown, colour, pin, tags; private to the author or shared (DESIGN.md §6). */
import { z } from 'zod';
import { dataResponse, idSchema, limitSchema, listResponse, versionSchema } from './common.schemas';
import { tagSchema, tagsSchema } from './tags';

export const NOTE_COLORS = [
  'default',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'violet',
] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];

/** `private`: only the author ever sees it (lists, search, export); `shared`: the whole team. */
export const NOTE_VISIBILITIES = ['private', 'shared'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

export const NOTE_BODY_MAX = 50_000;

export const noteSchema = z.object({
  id: idSchema,
  title: z.string(),
  body: z.string(),
  color: z.enum(NOTE_COLORS),
  pinned: z.boolean(),
  tags: z.array(z.string()),
  visibility: z.enum(NOTE_VISIBILITIES),
  author_id: idSchema.nullable(),
  author_name: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const noteFields = {
  title: z.string().trim().min(1, 'title_required').max(200),
  body: z.string().max(NOTE_BODY_MAX).default(''),
  color: z.enum(NOTE_COLORS).default('default'),
  pinned: z.boolean().default(false),
  tags: tagsSchema.default([]),
  visibility: z.enum(NOTE_VISIBILITIES).default('private'),
};

export const createNoteBodySchema = z.object(noteFields);
export type CreateNoteInput = z.input<typeof createNoteBodySchema>;

/** Only the author may change a note's visibility. */
export const updateNoteBodySchema = z.object({
  version: versionSchema,
  title: noteFields.title.optional(),
  body: z.string().max(NOTE_BODY_MAX).optional(),
  color: z.enum(NOTE_COLORS).optional(),
  pinned: z.boolean().optional(),
  tags: tagsSchema.optional(),
  visibility: z.enum(NOTE_VISIBILITIES).optional(),
});
export type UpdateNoteInput = z.input<typeof updateNoteBodySchema>;

/** Pinned notes first, then the most recently changed. */
export const noteListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  tag: tagSchema.optional(),
  visibility: z.enum(NOTE_VISIBILITIES).optional(),
  cursor: z.string().max(300).optional(),
  limit: limitSchema,
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

export const noteExportQuerySchema = z.object({
  q: noteListQuerySchema.shape.q,
  tag: noteListQuerySchema.shape.tag,
  format: z.enum(['csv', 'xlsx']).default('csv'),
  language: z.enum(['id', 'en']).default('id'),
  /** The header line alone: a template to fill in and import. */
  template: z.stringbool().default(false),
});

export const noteResponseSchema = dataResponse(noteSchema);
export const noteListResponseSchema = listResponse(noteSchema);
