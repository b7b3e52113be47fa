/**
 * Idempotency keys (DESIGN.md §2): a double tap or a retry of one submission books it once. A
 * form's submission keeps its key until the server has the record (use-save.ts).
 */

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The header a create sends: the given key, or a fresh one. */
export function idempotencyHeaders(key?: string): Record<string, string> {
  return { 'Idempotency-Key': key ?? newIdempotencyKey() };
}
