/**
 * What a payment against a document is while it is typed, the same for an invoice's and a
 * debt's: the amount (what is open to start with), the day (the business's today), a cash book
 * of the document's currency, a note, and the messages of the fields. `check` adds the one rule
 * a schema cannot know: no more than what is open.
 */
import { Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashbooksQuery } from '../api/cashbooks.queries';
import { businessToday, useBusiness } from '../lib/business';
import { type SafeParser, validateFields } from '../lib/validate';

type DraftOptions = {
  currency: string;
  /** What is still open: the amount to start with, and the most a payment may be. */
  open: number;
  /** The book taken before one is picked: the first of the currency, or only an only one. */
  defaultBook: 'first' | 'only';
};

export function usePaymentDraft({ currency, open, defaultBook }: DraftOptions) {
  const { t } = useTranslation();
  const { timezone } = useBusiness();
  const books = useQuery(cashbooksQuery(false));
  const usable = (books.data?.books ?? []).filter((book) => book.currency === currency);
  const [amount, setAmount] = useState<number | null>(open);
  const [date, setDate] = useState(() => businessToday(timezone));
  const [picked, setPicked] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fallback = defaultBook === 'first' || usable.length === 1 ? usable[0]?.id : undefined;
  const cashbookId = picked ?? fallback ?? null;

  /** The fields every payment sends, with `paid` as the amount (the one typed by default). */
  const fields = (paid = amount) => ({
    amount: paid ?? 0,
    date,
    cashbook_id: cashbookId ?? '',
    note: note.trim() || null,
  });

  /** Shows the messages of `body`; true when it may be sent. */
  function check(
    schema: SafeParser,
    body: { amount: number },
    messages: (field: string) => string,
    overpaid: string,
  ): boolean {
    const next = validateFields(schema, body, t, messages);
    if (!next.amount && body.amount > open) next.amount = overpaid;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  return {
    books,
    usable,
    amount,
    setAmount,
    date,
    setDate,
    cashbookId,
    setPicked,
    note,
    setNote,
    errors,
    setErrors,
    fields,
    check,
  };
}

export type PaymentDraft = ReturnType<typeof usePaymentDraft>;

/** The payment's note, up to 500 characters. */
export function PaymentNote({ draft, label }: { draft: PaymentDraft; label: string }) {
  return (
    <Textarea
      label={label}
      maxLength={500}
      autosize
      minRows={2}
      value={draft.note}
      onChange={(event) => draft.setNote(event.currentTarget.value)}
      error={draft.errors.note}
    />
  );
}
