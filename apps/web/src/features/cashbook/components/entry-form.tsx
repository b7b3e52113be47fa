import { Button, Group, Stack } from '@mantine/core';
import { type Cashbook, type Category, createEntryBodySchema, type Direction } from '@usaha/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money-text';
import { Notice, type NoticeValue } from '../../../components/notice';
import { SaveProgress } from '../../../components/save-progress';
import actionClasses from '../../../components/sticky-actions.module.css';
import { fieldErrors } from '../../../lib/error-message';
import { type EntrySaved, useEntrySubmit } from '../use-entry-submit';
import { type EntryDetails, EntryFields, entryBody, entryErrors } from './entry-fields';
import classes from './entry-form.module.css';
import { ReceiptField } from './receipt-field';

type EntryFormProps = {
  books: Cashbook[];
  categories: Category[];
  /** With `amount` and `description` when the address brought them (lib/entry-presets.ts). */
  initial: {
    cashbookId: string;
    direction: Direction;
    date: string;
    amount?: number | null;
    description?: string;
  };
  /** After "save" (not "save and add another"). */
  onDone: (saved: EntrySaved) => void;
};

/** A new entry, fast on a phone: direction, a big amount, a category chip, save. */
export function EntryForm({ books, categories, initial, onDone }: EntryFormProps) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const formatMoney = useFormatMoney();
  const [direction, setDirection] = useState<Direction>(initial.direction);
  const [amount, setAmount] = useState<number | null>(initial.amount ?? null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [details, setDetails] = useState<EntryDetails>({
    cashbookId: initial.cashbookId,
    date: initial.date,
    description: initial.description ?? '',
    reference: '',
    contactId: '',
  });
  const { cashbookId } = details;
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const anotherRef = useRef(false);
  const book = books.find((candidate) => candidate.id === cashbookId);
  const currency = book?.currency ?? 'IDR';
  const kind = direction === 'in' ? 'income' : 'expense';
  const shownCategories = categories.filter((category) => category.kind === kind);

  function saved(result: EntrySaved) {
    if (!result.another) return onDone(result);
    const text = t('entry.savedAnother', {
      amount: formatMoney(result.entry.amount, result.entry.currency),
    });
    setNotice(
      result.receiptError
        ? {
            kind: 'warning',
            text: `${text} ${t('book.receiptFailed', { message: result.receiptError })}`,
          }
        : { kind: 'success', text },
    );
    setAmount(null);
    setDetails((current) => ({ ...current, description: '', reference: '', contactId: '' }));
    setReceipt(null);
  }
  const submit = useEntrySubmit(saved, (error) => setErrors(fieldErrors(t, error)));

  function onSubmit(event: FormEvent<HTMLFormElement>, another: boolean) {
    event.preventDefault();
    const body = entryBody({ direction, amount, categoryId, details });
    const invalid = entryErrors(createEntryBodySchema, body, t);
    setErrors(invalid);
    setNotice(null);
    if (Object.keys(invalid).length > 0) return;
    submit.mutate({ body, receipt, another });
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        onSubmit(event, anotherRef.current);
        anotherRef.current = false;
      }}
      noValidate
    >
      <Stack gap="md">
        {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
        <EntryFields
          direction={direction}
          onDirectionChange={(next) => {
            setDirection(next);
            setCategoryId(null);
          }}
          amount={amount}
          onAmountChange={setAmount}
          currency={currency}
          categories={shownCategories}
          categoryId={categoryId}
          onCategoryChange={setCategoryId}
          books={books}
          details={details}
          onDetailsChange={(patch) => setDetails((current) => ({ ...current, ...patch }))}
          errors={errors}
          autoFocus
        />
        <ReceiptField file={receipt} onChange={setReceipt} />
        <Stack gap="xs" className={actionClasses.actions}>
          <SaveProgress save={submit} errors={errors} />
          <Group gap="xs" wrap="nowrap">
            <Button
              type="button"
              variant="default"
              size="md"
              fz="sm"
              px="sm"
              disabled={submit.isPending}
              onClick={() => {
                // Enter in a field means "save"; only this button means "and add another".
                anotherRef.current = true;
                formRef.current?.requestSubmit();
              }}
            >
              {t('entry.saveAndAdd')}
            </Button>
            <Button
              type="submit"
              size="md"
              px="md"
              className={classes.save}
              loading={submit.isPending}
            >
              {t('common:save')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
