/**
 * The invoice defaults of the business settings form: the number (format, next number, its
 * preview), due days and the default tax; and what every invoice prints (terms, footer,
 * rounding of the total, the amount in words).
 */
import { Code, Group, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../lib/business';
import { basisPointsToPercent } from '../../../lib/decimal-text';
import { useMoneyLocale } from '../../../lib/locale';
import { type ChoiceValues, invoicePreview, type TextField } from '../application-values';
import { defaultTaxChoices, type TaxRow } from '../tax-rate-values';
import type { FieldProps } from './application-fields';

type ChoiceProps = {
  choices: ChoiceValues;
  onChoose: (next: Partial<ChoiceValues>) => void;
};

export function InvoiceFields({
  field,
  values,
  timezone,
  choices,
  onChoose,
  taxes,
  errors,
}: FieldProps &
  ChoiceProps & {
    values: Record<TextField, string>;
    timezone: string;
    taxes: TaxRow[];
    errors: Partial<Record<string, string>>;
  }) {
  const { t } = useTranslation('settings');
  const locale = useMoneyLocale();
  const preview = invoicePreview(
    values.invoice_number_format,
    values.invoice_next_number,
    businessToday(timezone),
  );
  const taxChoices = defaultTaxChoices(taxes, choices.default_tax_rate).map((tax) => {
    const percent = `${basisPointsToPercent(tax.rate, locale)}%`;
    if (tax.rate === 0) return { value: tax.value, label: t('application.noTax') };
    // "PPN 11%" says its rate already; "PPN" alone gets it added.
    const named = tax.name && (tax.name.includes(percent) ? tax.name : `${tax.name} · ${percent}`);
    return { value: tax.value, label: named || percent };
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('application.invoiceFormat')}
          description={t('application.invoiceFormatHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...field('invoice_number_format')}
        />
        <TextInput
          label={t('application.invoiceNext')}
          inputMode="numeric"
          autoComplete="off"
          {...field('invoice_next_number')}
        />
      </SimpleGrid>
      <Group gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed">
          {t('application.invoicePreview')}
        </Text>
        {preview ? (
          <Code fz="sm" data-testid="invoice-preview">
            {preview}
          </Code>
        ) : (
          <Text size="sm" c="red">
            {t('application.invalid.invoice_number_format')}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('application.dueDays')}
          description={t('application.dueDaysHint')}
          inputMode="numeric"
          autoComplete="off"
          rightSection={
            <Text size="xs" c="dimmed">
              {t('application.days')}
            </Text>
          }
          rightSectionWidth={56}
          {...field('default_due_days')}
        />
        <Select
          label={t('application.taxRate')}
          description={t('application.taxRateHint')}
          data={taxChoices}
          value={String(choices.default_tax_rate)}
          onChange={(value) => value && onChoose({ default_tax_rate: Number(value) })}
          allowDeselect={false}
          error={errors.default_tax_rate}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </>
  );
}

/** Terms and footer printed on every invoice, rounding of the total, the amount in words. */
export function InvoicePrintFields({
  field,
  choices,
  onChoose,
  currency,
}: FieldProps & ChoiceProps & { currency: string }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Textarea
        label={t('application.terms')}
        description={t('application.termsHint')}
        autosize
        minRows={3}
        maxRows={8}
        {...field('invoice_terms')}
      />
      <Textarea
        label={t('application.footer')}
        description={t('application.footerHint')}
        autosize
        minRows={2}
        maxRows={4}
        {...field('invoice_footer')}
      />
      <Switch
        label={
          currency === 'IDR'
            ? t('application.roundTotals')
            : t('application.roundTotalsOther', { currency })
        }
        description={t('application.roundTotalsHint')}
        checked={choices.round_invoice_totals}
        onChange={(event) => onChoose({ round_invoice_totals: event.currentTarget.checked })}
      />
      <Switch
        label={t('application.amountInWords')}
        description={t('application.amountInWordsHint')}
        checked={choices.show_amount_in_words}
        onChange={(event) => onChoose({ show_amount_in_words: event.currentTarget.checked })}
      />
    </>
  );
}
