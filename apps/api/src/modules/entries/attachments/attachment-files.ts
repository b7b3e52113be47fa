/** The name an uploaded file is kept under, and how it is named again when it is sent back. */
import { EXTENSIONS, type SniffedType } from '../../../storage/sniff';

export const MAX_FILENAME_LENGTH = 200;
const FALLBACK_NAME = 'attachment';

// C0 and C1 control characters, and the invisible ones that can disguise a name
// ("receipt\u202Egnp.exe" shows as "receiptexe.png"): zero-width, bidi controls, BOM.
const CONTROL = /\p{Cc}/gu;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

/** Keeps at most `max` UTF-16 units without cutting a character in half. */
function truncate(text: string, max: number): string {
  let out = '';
  for (const character of text) {
    if (out.length + character.length > max) break;
    out += character;
  }
  return out;
}

/**
 * A display name safe to store and send back: no directories, no control or invisible
 * characters, at most 200 characters, and an extension that says what the bytes are.
 */
export function sanitizeFilename(given: string, sniffed: SniffedType): string {
  const base = given.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    // No hidden files, and Windows drops trailing dots and spaces anyway.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  let stem = cleaned;
  let suffix = sniffed.extensions[0] ?? '';
  if (sniffed.extensions.includes(extension)) {
    stem = cleaned.slice(0, dot);
    suffix = cleaned.slice(dot + 1);
  } else if (KNOWN_EXTENSIONS.has(extension)) {
    // "photo.png" that is really a JPEG becomes "photo.jpg"; other names keep their whole text.
    stem = cleaned.slice(0, dot);
  }
  stem = truncate(stem.trim(), MAX_FILENAME_LENGTH - suffix.length - 1).trim();
  return `${stem || FALLBACK_NAME}.${suffix}`;
}

/** RFC 5987 ext-value: UTF-8, percent-encoded except attr-char. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Shown in the browser, under its own name in any language (RFC 6266, RFC 5987). */
export function contentDisposition(filename: string): string {
  return `inline; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
