/**
 * Saving a record (a contact, a product, a debt, an invoice): one Idempotency-Key per submission
 * of a new record (lib/use-save.ts), the caches told, and the form's frame (RecordForm) with,
 * above its fields, "someone changed this, reload" (409 on a stale version). Every other outcome
 * is said beside the save button (save-progress.tsx).
 */
import { type MantineSpacing, Stack } from '@mantine/core';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import type { FormEvent, ReactNode } from 'react';
import { useSave } from '../lib/use-save';
import { ConflictAlert } from './conflict-alert';
import { FormActions } from './form-actions';
import classes from './form-fieldset.module.css';
import type { SaveState } from './save-progress';

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

function SaveConflict({ save, conflictText, onReload }: ConflictProps) {
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

type RecordFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Read only, for someone who may look but not change (the API refuses anyway). */
  disabled: boolean;
  save: ConflictProps['save'] & SaveState;
  conflictText: string;
  /** The stored record's query, fetched again after a conflict; null for a new record. */
  record: QueryKey | null;
  gap?: MantineSpacing;
  /** With it the form ends with its save (FormActions); without, the fields end it themselves. */
  end?: { saveLabel: string; errors: Record<string, string | undefined> };
  children: ReactNode;
};

/**
 * The form of one record: the fields say what is wrong (no browser validation), one fieldset
 * disables every control at once, and above the fields stands the conflict notice.
 */
export function RecordForm({
  onSubmit,
  disabled,
  save,
  conflictText,
  record,
  gap = 'md',
  end,
  children,
}: RecordFormProps) {
  const client = useQueryClient();
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={disabled} className={classes.fieldset}>
        <Stack gap={gap}>
          {record && (
            <SaveConflict
              save={save}
              conflictText={conflictText}
              onReload={() => void client.invalidateQueries({ queryKey: record })}
            />
          )}
          {children}
          {end && <FormActions save={save} {...end} size="md" />}
        </Stack>
      </fieldset>
    </form>
  );
}
