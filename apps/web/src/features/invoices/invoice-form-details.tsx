/**
 * The head of an invoice: the customer (the picker can make a new one from the name typed), the
 * number ("automatic" until saved), issue and due dates, the customer's language, and whether
 * prices include tax.
 */
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { INVOICE_LANGUAGES, type InvoiceLanguage } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { HINT_BELOW } from '../../components/form-layout';
import { ContactPicker } from '../contacts/contact-picker';
import type { DraftActions } from './invoice-form-state';
import type { InvoiceDraft } from './invoice-form-values';

const CREATE_CUSTOMER = ['customer'] as const;

type Props = {
  draft: InvoiceDraft;
  actions: DraftActions;
  errors: Record<string, string | undefined>;
  /** The next number as the business's format makes it, for a new invoice. */
  numberPreview: string | null;
  isNew: boolean;
};

export function InvoiceFormDetails({ draft, actions, errors, numberPreview, isNew }: Props) {
  const { t } = useTranslation('invoice-editor');
  return (
    <Stack gap="md">
      <ContactPicker
        label={t('details.customer')}
        placeholder={t('details.customerPlaceholder')}
        required
        kind="customer"
        createKinds={CREATE_CUSTOMER}
        value={draft.contact_id}
        onChange={(id) => actions.set('contact_id', id)}
        error={errors.contact_id}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('details.number')}
          placeholder={t('details.numberAuto')}
          inputWrapperOrder={HINT_BELOW}
          description={
            isNew && numberPreview ? t('details.numberHint', { number: numberPreview }) : undefined
          }
          maxLength={40}
          autoComplete="off"
          value={draft.number}
          onChange={(event) => actions.set('number', event.currentTarget.value)}
          error={errors.number}
        />
        <DateField
          label={t('details.issueDate')}
          required
          value={draft.issue_date}
          onChange={actions.setIssueDate}
          error={errors.issue_date}
        />
        <DateField
          label={t('details.dueDate')}
          required
          min={draft.issue_date || undefined}
          value={draft.due_date}
          onChange={actions.setDueDate}
          error={errors.due_date}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('details.language')}
          description={t('details.languageHint')}
          inputWrapperOrder={HINT_BELOW}
          data={INVOICE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={draft.language}
          allowDeselect={false}
          onChange={(value) => value && actions.set('language', value as InvoiceLanguage)}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          mt={{ sm: 'xl' }}
          label={t('details.pricesIncludeTax')}
          description={t('details.pricesIncludeTaxHint')}
          checked={draft.prices_include_tax}
          onChange={(event) => actions.set('prices_include_tax', event.currentTarget.checked)}
        />
      </SimpleGrid>
    </Stack>
  );
}
