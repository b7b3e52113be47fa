/** Tags of contacts and notes: lower case, single spaces, each once, at most 20 of 30 characters. */
import { z } from 'zod';

export const MAX_TAGS = 20;

export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const tagSchema = z
  .string()
  .transform(normaliseTag)
  .pipe(z.string().min(1, 'A tag cannot be empty').max(30, 'A tag has at most 30 characters'));

export const tagsSchema = z
  .array(tagSchema)
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .transform((tags) => [...new Set(tags)]);
