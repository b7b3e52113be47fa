import { useRef } from 'react';
import { newIdempotencyKey } from './cashbook.api';

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
