/**
 * A save that a weak signal cannot make twice: one Idempotency-Key per submission, chosen when the
 * user taps and kept with the form until the server has answered it with the record. A failed
 * attempt, a save paused offline and resumed, a double tap, or a retry after the user changed a
 * field all send the key again, so the server books the record once (DESIGN.md §2). The server
 * keeps a key only together with what it made, so reusing it after a refusal costs nothing.
 */
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

type Submission<B> = { body: B; key: string };

export type SaveOptions<B, T> = {
  /** Creates with the key, or updates (which need none: the version guards them). */
  send: (body: B, idempotencyKey: string) => Promise<T>;
  onSuccess?: (saved: T, body: B) => unknown;
  onError?: (error: Error, body: B) => void;
};

export type Save<B, T> = Omit<
  UseMutationResult<T, Error, Submission<B>>,
  'mutate' | 'mutateAsync'
> & {
  mutate: (body: B) => void;
};

export function useSave<B, T>({ send, onSuccess, onError }: SaveOptions<B, T>): Save<B, T> {
  const open = useRef<string | null>(null);
  const close = (key: string) => {
    if (open.current === key) open.current = null;
  };
  const mutation = useMutation({
    mutationFn: ({ body, key }: Submission<B>) => send(body, key),
    onSuccess: async (saved, { body, key }) => {
      // The next submission is a new record, even with the same values.
      close(key);
      await onSuccess?.(saved, body);
    },
    onError: (error, { body, key }) => {
      // Refused because it came with other values: the key's first submission was saved (its
      // answer was lost on the way), so what follows is a submission of its own.
      if (error instanceof AppError && error.code === 'IDEMPOTENCY_KEY_REUSED') close(key);
      onError?.(error, body);
    },
  });
  return {
    ...mutation,
    mutate: (body: B) => {
      open.current ??= newIdempotencyKey();
      mutation.mutate({ body, key: open.current });
    },
  };
}
