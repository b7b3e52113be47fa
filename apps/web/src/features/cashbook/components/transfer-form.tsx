import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type Cashbook,
  type Category,
  type CreateTransferInput,
  createTransferBodySchema,
  type Transfer,
  updateTransferBodySchema,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateLedger } from '../../../api/entries.queries';
import { createTransfer, updateTransfer } from '../../../api/transfers.api';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { fieldErrors } from '../../../lib/error-message';
import { useSave } from '../../../lib/use-save';
import { messagesByField, validateFields } from '../../../lib/validate';

type TransferFormProps = {
  /** Books that can take part (active ones, plus the transfer's own when editing). */
  books: Cashbook[];
  feeCategories: Category[];
  transfer: Transfer | null;
  initial: { fromId: string | null; date: string };
  onSaved: () => void;
  onCancel: () => void;
};

/** The message under each field the shared transfer schema checks. */
const MESSAGES: Record<string, string> = {
  from_cashbook_id: 'transfers.chooseBook',
  to_cashbook_id: 'transfers.chooseBook',
  amount_sent: 'transfers.amountRequired',
  amount_received: 'transfers.amountRequired',
  date: 'transfers.dateRequired',
};

/** The fee's usual home: "Biaya bank" (icon receipt) among the seeded categories. */
function defaultFeeCategory(categories: Category[]): string | null {
  return (categories.find((category) => category.icon === 'receipt') ?? categories[0])?.id ?? null;
}

export function TransferForm({
  books,
  feeCategories,
  transfer,
  initial,
  onSaved,
  onCancel,
}: TransferFormProps) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  const [fromId, setFromId] = useState<string | null>(transfer?.from_cashbook_id ?? initial.fromId);
  const [toId, setToId] = useState<string | null>(transfer?.to_cashbook_id ?? null);
  const [sent, setSent] = useState<number | null>(transfer?.amount_sent ?? null);
  const [received, setReceived] = useState<number | null>(transfer?.amount_received ?? null);
  const [fee, setFee] = useState<number | null>(transfer?.fee || null);
  const [feeCategoryId, setFeeCategoryId] = useState<string | null>(
    transfer?.fee_category_id ?? defaultFeeCategory(feeCategories),
  );
  const [date, setDate] = useState(transfer?.date ?? initial.date);
  const [note, setNote] = useState(transfer?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const from = books.find((book) => book.id === fromId);
  const to = books.find((book) => book.id === toId);
  const differ = Boolean(from && to && from.currency !== to.currency);

  const body = {
    from_cashbook_id: fromId ?? '',
    to_cashbook_id: toId ?? '',
    amount_sent: sent ?? 0,
    ...(differ ? { amount_received: received ?? 0 } : {}),
    fee: fee ?? 0,
    fee_category_id: fee ? feeCategoryId : null,
    date,
    note: note.trim() || null,
  };

  const save = useSave({
    send: (sending: CreateTransferInput, key: string) => {
      if (transfer) return updateTransfer(transfer.id, { ...sending, version: transfer.version });
      return createTransfer(sending, key);
    },
    onSuccess: async () => {
      await invalidateLedger(client);
      onSaved();
    },
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const messageKey = messagesByField(MESSAGES);
    const next = transfer
      ? validateFields(
          updateTransferBodySchema,
          { ...body, version: transfer.version },
          t,
          messageKey,
        )
      : validateFields(createTransferBodySchema, body, t, messageKey);
    // Two different books is a rule across fields, which the schema leaves to the server.
    if (!next.to_cashbook_id && toId === fromId) next.to_cashbook_id = t('transfers.sameBook');
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate(body);
  }

  const options = books.map((book) => ({
    value: book.id,
    label: `${book.name} (${book.currency})`,
  }));
  const conflict = save.error instanceof AppError && save.error.code === 'VERSION_CONFLICT';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {conflict && <ErrorAlert error={save.error} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('transfers.from')}
            data={options}
            value={fromId}
            onChange={setFromId}
            required
            error={errors.from_cashbook_id}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('transfers.to')}
            data={options.filter((option) => option.value !== fromId)}
            value={toId}
            onChange={setToId}
            required
            error={errors.to_cashbook_id}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <AmountInput
          label={t('transfers.amount')}
          currency={from?.currency ?? 'IDR'}
          value={sent}
          onChange={setSent}
          required
          error={errors.amount_sent}
        />
        {differ && to && (
          <AmountInput
            label={t('transfers.amountReceived')}
            description={t('transfers.amountReceivedHint', { currency: to.currency })}
            currency={to.currency}
            value={received}
            onChange={setReceived}
            required
            error={errors.amount_received}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <AmountInput
            label={t('transfers.fee')}
            description={t('transfers.feeHint')}
            currency={from?.currency ?? 'IDR'}
            value={fee}
            onChange={setFee}
            error={errors.fee}
          />
          {Boolean(fee) && (
            <Select
              label={t('transfers.feeCategory')}
              data={feeCategories.map((category) => ({ value: category.id, label: category.name }))}
              value={feeCategoryId}
              onChange={setFeeCategoryId}
              error={errors.fee_category_id}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </SimpleGrid>
        <DateField
          label={t('transfers.date')}
          value={date}
          onChange={setDate}
          required
          error={errors.date}
        />
        <Textarea
          label={t('transfers.note')}
          placeholder={t('transfers.notePlaceholder')}
          maxLength={500}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <FormActions
          save={save}
          errors={errors}
          saveLabel={t('transfers.save')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
