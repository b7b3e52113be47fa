/**
 * Saving a contact or a product: one Idempotency-Key per submission of a new record
 * (lib/use-save.ts), the caches told, and above the form "someone changed this, reload" (409 on
 * a stale version). Every other outcome is said beside the save button (save-progress.tsx).
 */
import { AppError } from '@usaha/shared';
import { useSave } from '../lib/use-save';
import { ConflictAlert } from './conflict-alert';

type Options<T, B> = {
  /** Creates (with the key) or updates (ignoring it). */
  send: (body: B, idempotencyKey: string) => Promise<T>;
  changed: (saved: T) => Promise<void>;
  onSaved: (saved: T) => void;
  onError: (error: Error, body: B) => void;
};

export function useRecordSave<T, B>({ send, changed, onSaved, onError }: Options<T, B>) {
  return useSave({
    send,
    onSuccess: async (saved: T) => {
      await changed(saved);
      onSaved(saved);
    },
    onError,
  });
}

type ConflictProps = {
  save: { error: Error | null; reset: () => void };
  conflictText: string;
  /** Fetches the record again; its new version starts the form afresh. */
  onReload: () => void;
};

export function SaveConflict({ save, conflictText, onReload }: ConflictProps) {
  if (!(save.error instanceof AppError && save.error.code === 'VERSION_CONFLICT')) return null;
  return (
    <ConflictAlert
      message={conflictText}
      onReload={() => {
        save.reset();
        onReload();
      }}
    />
  );
}
