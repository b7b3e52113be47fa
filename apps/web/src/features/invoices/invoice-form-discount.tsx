/** A discount of a line or of the whole invoice: a percentage, or an amount of money. */
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import type { DiscountDraft } from './invoice-form-values';

type Props = {
  label: string;
  value: DiscountDraft;
  onChange: (value: DiscountDraft) => void;
  currency: string;
  error?: string | undefined;
};

export function InvoiceFormDiscount({ label, value, onChange, currency, error }: Props) {
  const { t } = useTranslation('invoice-editor');
  const kind = (
    <SegmentedControl
      size="xs"
      aria-label={t('discount.kind', { label })}
      value={value.type}
      onChange={(type) => onChange({ ...value, type: type === 'amount' ? 'amount' : 'percent' })}
      data={[
        { value: 'percent', label: '%' },
        { value: 'amount', label: t('discount.amount') },
      ]}
    />
  );
  return (
    <div>
      {value.type === 'percent' ? (
        <TextInput
          label={label}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          rightSection="%"
          maxLength={6}
          value={value.percent}
          onChange={(event) => onChange({ ...value, percent: event.currentTarget.value })}
          error={error}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
        />
      ) : (
        <AmountInput
          label={label}
          currency={currency}
          value={value.amount}
          onChange={(amount) => onChange({ ...value, amount })}
          error={error}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
        />
      )}
      <Group justify="flex-end" mt={4}>
        {kind}
      </Group>
    </div>
  );
}
