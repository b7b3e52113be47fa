/**
 * Saving a new entry: create it once (its Idempotency-Key stays with the submission until the
 * server has the entry: lib/use-save.ts), then upload its receipt, then refresh.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CreateEntryInput, Entry } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../../api/attachments.api';
import { createEntry } from '../../api/entries.api';
import { invalidateLedger } from '../../api/entries.queries';
import { errorMessage } from '../../lib/error-message';
import { useSave } from '../../lib/use-save';

export type EntrySubmission = { body: CreateEntryInput; receipt: File | null; another: boolean };
export type EntrySaved = { entry: Entry; another: boolean; receiptError: string | null };

export function useEntrySubmit(
  onSaved: (saved: EntrySaved) => void,
  onError: (error: Error) => void,
) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  return useSave({
    send: async ({ body, receipt, another }: EntrySubmission, key): Promise<EntrySaved> => {
      const entry = await createEntry(body, key);
      let receiptError: string | null = null;
      if (receipt) {
        // The entry stands on its own; a failed upload is reported, not rolled back.
        try {
          await uploadAttachment(entry.id, receipt);
        } catch (error) {
          receiptError = errorMessage(t, error);
        }
      }
      return { entry, another, receiptError };
    },
    onSuccess: async (saved) => {
      await invalidateLedger(client);
      onSaved(saved);
    },
    onError,
  });
}
