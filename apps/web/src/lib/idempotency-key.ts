/** Idempotency keys (DESIGN.md §2): a double tap or a retry of one submission books it once. */
import { useRef } from 'react';

/** A fresh key per form submission; keep it for retries of the same submission. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The header a create sends: the given key, or a fresh one. */
export function idempotencyHeaders(key?: string): Record<string, string> {
  return { 'Idempotency-Key': key ?? newIdempotencyKey() };
}

/**
 * One Idempotency-Key per submission: sending the same body again (a double tap, a retry after a
 * network error) reuses the key, so the server books it once; a changed body or a finished
 * submission gets a new key (the server refuses an old key with another body).
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    /** After a success: the next submission is a new one even with the same values. */
    reset(): void {
      last.current = null;
    },
  };
}
