/**
 * Saving a contact or a product: one Idempotency-Key per submission of a new record
 * (lib/use-save.ts), the caches told, and above the form "someone changed this, reload" (409 on
 * a stale version). Every other outcome is said beside the save button (save-progress.tsx).
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { AppError } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useSave } from '../lib/use-save';

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
  const { t } = useTranslation();
  if (!(save.error instanceof AppError && save.error.code === 'VERSION_CONFLICT')) return null;
  return (
    <Alert color="orange" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{conflictText}</Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          onClick={() => {
            save.reset();
            onReload();
          }}
        >
          {t('reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
