/**
 * Saving a contact or a product: one Idempotency-Key per submission of a new record, the caches
 * told, and above the form either "someone changed this, reload" (409 on a stale version) or
 * the error that has no field to sit on.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { useIdempotencyKey } from '../lib/idempotency-key';
import { FormAlert } from './form-alert';

type Options<T, B> = {
  /** Creates (with the key) or updates (ignoring it). */
  send: (body: B, idempotencyKey: string) => Promise<T>;
  changed: (saved: T) => Promise<void>;
  onSaved: (saved: T) => void;
  onError: (error: Error, body: B) => void;
};

export function useRecordSave<T, B>({ send, changed, onSaved, onError }: Options<T, B>) {
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: B) => send(body, idempotency.keyFor(body)),
    onSuccess: async (saved) => {
      idempotency.reset();
      await changed(saved);
      onSaved(saved);
    },
    onError,
  });
}

type StatusProps = {
  save: { isError: boolean; error: Error | null; reset: () => void };
  conflictText: string;
  /** Fetches the record again; its new version starts the form afresh. */
  onReload: () => void;
  /** Field errors are shown on their fields, not here. */
  hasFieldErrors: boolean;
};

export function SaveStatus({ save, conflictText, onReload, hasFieldErrors }: StatusProps) {
  const { t } = useTranslation();
  if (!save.isError) return null;
  if (save.error instanceof AppError && save.error.code === 'VERSION_CONFLICT') {
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
  return hasFieldErrors ? null : <FormAlert kind="error">{errorMessage(t, save.error)}</FormAlert>;
}
