/**
 * Text that anyone who registers chooses (a person's or a business's name), made fit to quote in
 * mail sent from the platform's address: one line, at most UNTRUSTED_MAX_LENGTH characters, and
 * nothing a mail client would turn into a link.
 */

export const UNTRUSTED_MAX_LENGTH = 60;

/** Controls and invisible format characters (bidi overrides, zero-width, soft hyphen). */
const HIDDEN = /[\p{Cc}\p{Cf}]/gu;
const SPACES = /[\s\p{Z}]+/gu;
/** Marks the caller's quotes would be confused with; a name keeps a plain apostrophe instead. */
const QUOTES = /["“”„‟«»〝〞＂]/g;
/** A letter and a colon before more text: `http:`, `mailto:`, `javascript:`. */
const SCHEME = /(\p{L}):(?=\S)/gu;
/** Labels joined by dots (also the ideographic and full-width dots that IDNA reads as dots). */
const DOTTED = /[\p{L}\p{N}_-]+(?:[.。．｡][\p{L}\p{N}_-]+)+/gu;
const DOT = /[.。．｡]/g;
const IPV4 = /^\d+(?:[.。．｡]\d+){3}$/u;

/** Looks like a host (ends in a label with a letter, as every top-level domain does) or an IP. */
function isHostLike(run: string): boolean {
  const labels = run.split(DOT);
  return /\p{L}/u.test(labels[labels.length - 1] ?? '') || IPV4.test(run);
}

/** Cuts `text` to `max` characters (code points), the last one an ellipsis when cut. */
function cap(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * `text` as one capped line with every scheme and host-like run broken (`http[:]//evil[.]example`),
 * so no mail client links it. Escape it as well before putting it in HTML.
 */
export function defuseUntrusted(text: string, max = UNTRUSTED_MAX_LENGTH): string {
  const line = text.replace(HIDDEN, (char) => (/\s/.test(char) ? ' ' : '')).replace(SPACES, ' ');
  const capped = cap(line.trim().replace(QUOTES, "'"), max);
  return capped
    .replace(SCHEME, '$1[:]')
    .replace(DOTTED, (run) => (isHostLike(run) ? run.replace(DOT, '[.]') : run));
}
