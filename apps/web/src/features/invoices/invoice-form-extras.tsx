/** The foot of an invoice: its discount, a charge (shipping) with its label, notes and terms. */
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { InvoiceFormDiscount } from './invoice-form-discount';
import type { DraftActions } from './invoice-form-state';
import type { InvoiceDraft } from './invoice-form-values';

type Props = {
  draft: InvoiceDraft;
  actions: DraftActions;
  errors: Record<string, string | undefined>;
  currency: string;
};

export function InvoiceFormExtras({ draft, actions, errors, currency }: Props) {
  const { t } = useTranslation('invoice-editor');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <InvoiceFormDiscount
          label={t('extras.discount')}
          currency={currency}
          value={draft.discount}
          onChange={(discount) => actions.set('discount', discount)}
          error={errors.discount}
        />
        <AmountInput
          label={t('extras.charge')}
          currency={currency}
          value={draft.charge}
          onChange={(charge) => actions.set('charge', charge)}
          error={errors.charge}
        />
        <TextInput
          label={t('extras.chargeLabel')}
          placeholder={t('extras.chargeLabelPlaceholder')}
          maxLength={60}
          autoComplete="off"
          value={draft.charge_label}
          onChange={(event) => actions.set('charge_label', event.currentTarget.value)}
          error={errors.charge_label}
        />
      </SimpleGrid>
      <Textarea
        label={t('extras.notes')}
        description={t('extras.notesHint')}
        autosize
        minRows={2}
        maxLength={2000}
        value={draft.notes}
        onChange={(event) => actions.set('notes', event.currentTarget.value)}
        error={errors.notes}
      />
      <Textarea
        label={t('extras.terms')}
        autosize
        minRows={2}
        maxLength={2000}
        value={draft.terms}
        onChange={(event) => actions.set('terms', event.currentTarget.value)}
        error={errors.terms}
      />
    </Stack>
  );
}
