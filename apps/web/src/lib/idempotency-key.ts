/**
 * Idempotency keys (DESIGN.md §2): a double tap or a retry of one submission books it once. A
 * form's submission keeps its key until the server has the record (use-save.ts).
 */

/**
 * A random UUID (version 4). Not `crypto.randomUUID()`: it exists only in a secure context, so on
 * a phone opening http://192.168.1.5:3000 every save threw before it was sent;
 * `getRandomValues` is there in any context.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header a create sends: the given key, or a fresh one. */
export function idempotencyHeaders(key?: string): Record<string, string> {
  return { 'Idempotency-Key': key ?? newIdempotencyKey() };
}
