/**
 * Editing an entry: the fields of the cash book's create form (its direction toggle, amount
 * field and category chips), sent with the entry's version so a stale edit is refused (409).
 */
import { Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Cashbook,
  Category,
  Direction,
  Entry,
  EntryDetail,
  UpdateEntryInput,
} from '@usaha/shared';
import { AppError, updateEntryBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateEntry } from '../../../api/entries.api';
import { invalidateLedger } from '../../../api/entries.queries';
import { SaveProgress } from '../../../components/save-progress';
import classes from '../../../components/sticky-actions.module.css';
import { fieldErrors } from '../../../lib/error-message';
import {
  type EntryDetails,
  EntryFields,
  entryBody,
  entryErrors,
} from '../../cashbook/components/entry-fields';
import { VersionConflict } from './version-conflict';

type Props = {
  entry: EntryDetail;
  books: Cashbook[];
  categories: Category[];
  onSaved: (entry: Entry) => void;
  onCancel: () => void;
  /** Fetch the entry again after a version conflict (the form restarts from it). */
  onReload: () => void;
};

export function EntryEditForm({ entry, books, categories, onSaved, onCancel, onReload }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const client = useQueryClient();
  const [direction, setDirection] = useState<Direction>(entry.direction);
  const [amount, setAmount] = useState<number | null>(entry.amount);
  const [categoryId, setCategoryId] = useState<string | null>(entry.category_id);
  const [details, setDetails] = useState<EntryDetails>({
    cashbookId: entry.cashbook_id,
    date: entry.date,
    description: entry.description,
    reference: entry.reference ?? '',
    contactId: entry.contact_id ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kind = direction === 'in' ? 'income' : 'expense';
  // The entry's own category stays visible even when it has been archived since.
  const shown = categories.filter(
    (category) => category.kind === kind && (!category.archived || category.id === categoryId),
  );
  // Moving an entry to a book of another currency is refused by the server: not offered.
  const bookOptions = books.filter(
    (book) => book.currency === entry.currency && (!book.archived || book.id === entry.cashbook_id),
  );

  const save = useMutation({
    mutationFn: (body: UpdateEntryInput) => updateEntry(entry.id, body),
    onSuccess: async (saved) => {
      await invalidateLedger(client);
      onSaved(saved);
    },
    onError: (error) => setErrors(fieldErrors(t, error)),
  });
  const conflict = save.error instanceof AppError && save.error.status === 409;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      version: entry.version,
      ...entryBody({ direction, amount, categoryId, details }),
    };
    const invalid = entryErrors(updateEntryBodySchema, body, t);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(body);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {conflict && <VersionConflict onReload={onReload} />}
        <EntryFields
          direction={direction}
          onDirectionChange={(next) => {
            setDirection(next);
            if (next !== direction) setCategoryId(null);
          }}
          amount={amount}
          onAmountChange={setAmount}
          currency={entry.currency}
          categories={shown}
          categoryId={categoryId}
          onCategoryChange={setCategoryId}
          books={bookOptions}
          details={details}
          onDetailsChange={(patch) => setDetails((current) => ({ ...current, ...patch }))}
          errors={errors}
        />
        <Stack gap="xs" className={classes.actions}>
          <SaveProgress save={save} errors={errors} />
          <Group gap="sm" grow>
            <Button type="button" variant="default" size="md" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" size="md" loading={save.isPending} disabled={conflict}>
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
