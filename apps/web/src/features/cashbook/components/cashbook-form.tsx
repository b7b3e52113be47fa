import { Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type Cashbook,
  type CashbookKind,
  CURRENCY_CODES,
  createCashbookBodySchema,
  updateCashbookBodySchema,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createCashbook, updateCashbook } from '../../../api/cashbooks.api';
import { cashbookKeys } from '../../../api/cashbooks.queries';
import { invalidateLedger } from '../../../api/entries.queries';
import { AmountInput } from '../../../components/amount-input';
import { ConflictAlert } from '../../../components/conflict-alert';
import { FormActions } from '../../../components/form-actions';
import { useBusiness } from '../../../lib/business';
import { entryReturnPath } from '../../../lib/entry-presets';
import { fieldErrors } from '../../../lib/error-message';
import { useSave } from '../../../lib/use-save';
import { messagesByField, validateFields } from '../../../lib/validate';
import { KindPicker } from './kind-picker';

/** The message under each field the shared cash book schemas check. */
const MESSAGES: Record<string, string> = {
  name: 'form.nameRequired',
  opening_balance: 'form.amountInvalid',
};

type CashbookFields = {
  name: string;
  kind: CashbookKind;
  currency: string;
  opening_balance: number;
};

/**
 * Name, kind, currency (only when new) and opening balance of a cash book. `returnTo`: the
 * new-entry page a new book was asked for from, gone back to with the book chosen.
 */
export function CashbookForm({
  book,
  returnTo = null,
}: {
  book: Cashbook | null;
  returnTo?: string | null;
}) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const business = useBusiness();
  const [name, setName] = useState(book?.name ?? '');
  const [kind, setKind] = useState<CashbookKind>(book?.kind ?? 'cash');
  const [currency, setCurrency] = useState(book?.currency ?? business.currency);
  const [opening, setOpening] = useState<number | null>(book?.opening_balance ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useSave({
    send: ({ currency: chosen, ...fields }: CashbookFields, key: string) => {
      if (book) return updateCashbook(book.id, { version: book.version, ...fields });
      return createCashbook({ ...fields, currency: chosen }, key);
    },
    onSuccess: async (saved) => {
      client.setQueryData(cashbookKeys.book(saved.id), saved);
      await invalidateLedger(client);
      const text = book ? t('form.saved') : t('form.created', { name: saved.name });
      const back = book ? null : entryReturnPath(returnTo, saved.id);
      navigate(back ?? `/apps/cashbook/${saved.id}`, {
        state: { notice: { kind: 'success', text } },
      });
    },
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  const conflict = save.error instanceof AppError && save.error.code === 'VERSION_CONFLICT';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The opening balance goes as typed: an amount that could not be read (null) is refused.
    const fields = { name: name.trim(), kind, opening_balance: opening };
    const messageKey = messagesByField(MESSAGES);
    const next = book
      ? validateFields(
          updateCashbookBodySchema,
          { ...fields, version: book.version },
          t,
          messageKey,
        )
      : validateFields(createCashbookBodySchema, { ...fields, currency }, t, messageKey);
    setErrors(next);
    if (Object.keys(next).length === 0) {
      save.mutate({ name: name.trim(), kind, currency, opening_balance: opening ?? 0 });
    }
  }

  async function reload() {
    if (!book) return;
    save.reset();
    await client.invalidateQueries({ queryKey: cashbookKeys.book(book.id) });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {conflict && <ConflictAlert message={t('form.conflict')} onReload={() => void reload()} />}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <KindPicker value={kind} onChange={setKind} />
        <Select
          label={t('form.currency')}
          description={book ? t('form.currencyFixed') : undefined}
          data={CURRENCY_CODES}
          value={currency}
          onChange={(value) => value && setCurrency(value)}
          disabled={Boolean(book)}
          allowDeselect={false}
          searchable
          error={errors.currency}
          comboboxProps={{ withinPortal: true }}
        />
        <AmountInput
          label={t('form.openingBalance')}
          description={t('form.openingHint')}
          currency={currency}
          allowNegative
          value={opening}
          onChange={setOpening}
          error={errors.opening_balance}
        />
        <FormActions
          save={save}
          errors={errors}
          saveLabel={book ? t('common:saveChanges') : t('form.create')}
          size="md"
        />
      </Stack>
    </form>
  );
}
