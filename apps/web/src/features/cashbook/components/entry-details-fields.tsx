/** The fields after amount and category, shared by the forms that create and edit an entry. */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { Cashbook, Direction } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { ContactPicker } from '../../contacts/contact-picker';

export type EntryDetails = {
  cashbookId: string;
  date: string;
  description: string;
  reference: string;
  /** Empty: no contact. */
  contactId: string;
};

/** Money in is likelier from a customer, money out to a supplier: offered first. */
const NEW_CONTACT_KINDS = {
  in: ['customer', 'supplier'],
  out: ['supplier', 'customer'],
} as const;

type Props = {
  direction: Direction;
  books: Cashbook[];
  value: EntryDetails;
  onChange: (patch: Partial<EntryDetails>) => void;
  errors: Record<string, string>;
};

export function EntryDetailsFields({ direction, books, value, onChange, errors }: Props) {
  const { t } = useTranslation('cashbook');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('entry.cashbook')}
          data={books.map((book) => ({ value: book.id, label: `${book.name} (${book.currency})` }))}
          value={value.cashbookId || null}
          onChange={(cashbookId) => cashbookId && onChange({ cashbookId })}
          allowDeselect={false}
          required
          error={errors.cashbook_id}
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label={t('entry.date')}
          value={value.date}
          onChange={(date) => onChange({ date })}
          required
          error={errors.date}
        />
      </SimpleGrid>
      <ContactPicker
        label={t('entry.contact')}
        placeholder={t('entry.contactPlaceholder')}
        nothingFoundMessage={t('entry.contactNone')}
        value={value.contactId || null}
        onChange={(contactId) => onChange({ contactId: contactId ?? '' })}
        createKinds={NEW_CONTACT_KINDS[direction]}
        error={errors.contact_id}
      />
      <TextInput
        label={t('entry.description')}
        placeholder={t('entry.descriptionPlaceholder')}
        maxLength={500}
        value={value.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={errors.description}
      />
      <TextInput
        label={t('entry.reference')}
        description={t('entry.referenceHint')}
        maxLength={100}
        value={value.reference}
        onChange={(event) => onChange({ reference: event.currentTarget.value })}
        error={errors.reference}
      />
    </>
  );
}
