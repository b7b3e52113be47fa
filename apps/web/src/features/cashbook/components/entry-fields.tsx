/**
 * The fields an entry is written with — direction, a big amount, a category chip, then book,
 * date, contact, description and reference — shared by the form that records an entry (here)
 * and the one that edits it (Transaksi), so both look and read the same.
 */
import type { Cashbook, Category, Direction } from '@usaha/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input';
import { messagesByField, type SafeParser, validateFields } from '../../../lib/validate';
import { CategoryChips } from './category-chips';
import { DirectionToggle } from './direction-toggle';
import { type EntryDetails, EntryDetailsFields } from './entry-details-fields';
import classes from './entry-form.module.css';

export type { EntryDetails };

/** The translation of the message under each field the shared entry schemas check. */
export const ENTRY_FIELD_MESSAGES: Record<string, string> = {
  amount: 'cashbook:entry.amountRequired',
  cashbook_id: 'cashbook:entry.cashbookRequired',
  date: 'cashbook:entry.dateRequired',
};

type EntryDraft = {
  direction: Direction;
  amount: number | null;
  categoryId: string | null;
  details: EntryDetails;
};

/** What the fields send: texts trimmed, no contact or reference as null. */
export function entryBody({ direction, amount, categoryId, details }: EntryDraft) {
  const { cashbookId, date, description, reference, contactId } = details;
  return {
    cashbook_id: cashbookId,
    direction,
    amount: amount ?? 0,
    date,
    category_id: categoryId,
    contact_id: contactId || null,
    description: description.trim(),
    reference: reference.trim() || null,
  };
}

/** The message under each field the entry's schema (create or update) refuses in `body`. */
export const entryErrors = (schema: SafeParser, body: unknown, t: TFunction) =>
  validateFields(schema, body, t, messagesByField(ENTRY_FIELD_MESSAGES));

type Props = {
  direction: Direction;
  onDirectionChange: (direction: Direction) => void;
  amount: number | null;
  onAmountChange: (amount: number | null) => void;
  currency: string;
  /** The categories to offer: those of the direction's kind. */
  categories: Category[];
  categoryId: string | null;
  onCategoryChange: (id: string | null) => void;
  books: Cashbook[];
  details: EntryDetails;
  onDetailsChange: (patch: Partial<EntryDetails>) => void;
  errors: Record<string, string>;
  /** Focus the amount when the form opens (a new entry). */
  autoFocus?: boolean;
};

export function EntryFields(props: Props) {
  const { t } = useTranslation('cashbook');
  const { direction, errors } = props;
  return (
    <>
      <DirectionToggle value={direction} onChange={props.onDirectionChange} />
      <AmountInput
        label={t('entry.amount')}
        currency={props.currency}
        value={props.amount}
        onChange={props.onAmountChange}
        error={errors.amount}
        required
        classNames={{ input: classes.amount, section: classes.symbol }}
        data-direction={direction}
        data-autofocus={props.autoFocus || undefined}
      />
      <CategoryChips
        categories={props.categories}
        value={props.categoryId}
        onChange={props.onCategoryChange}
        error={errors.category_id}
      />
      <EntryDetailsFields
        direction={direction}
        books={props.books}
        value={props.details}
        onChange={props.onDetailsChange}
        errors={errors}
      />
    </>
  );
}
