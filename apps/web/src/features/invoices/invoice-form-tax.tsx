/**
 * The tax of a line: one of the business's rates (settings), each with the share of the base it
 * is charged on ("DPP nilai lain": PPN 12% on 11/12), or none. A line keeps a rate that is no
 * longer offered (an older invoice, a product's own rate).
 */
import { Select } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { basisPointsToPercent } from '../../lib/decimal-text';
import { useMoneyLocale } from '../../lib/locale';
import { distinctTaxes, type TaxChoice, taxKey } from './invoice-editor-settings';

/** "PPN 11%" as the settings name it; else "Tax 12% (DPP 11/12)", or "No tax". */
export function taxLabel(t: TFunction, tax: TaxChoice, locale: string): string {
  if (tax.name) return tax.name;
  if (tax.rate === 0) return t('invoice-editor:tax.none');
  const rate = basisPointsToPercent(tax.rate, locale);
  const base = tax.tax_base;
  return base && base.numerator !== base.denominator
    ? t('invoice-editor:tax.rateOnBase', {
        rate,
        numerator: base.numerator,
        denominator: base.denominator,
      })
    : t('invoice-editor:tax.rate', { rate });
}

type Props = {
  label: string;
  value: TaxChoice;
  taxes: TaxChoice[];
  onChange: (tax: TaxChoice) => void;
  error?: string | undefined;
};

export function InvoiceFormTax({ label, value, taxes, onChange, error }: Props) {
  const { t } = useTranslation('invoice-editor');
  const locale = useMoneyLocale();
  const offered = distinctTaxes([...taxes, value]);
  return (
    <Select
      label={label}
      data={offered.map((tax) => ({ value: taxKey(tax), label: taxLabel(t, tax, locale) }))}
      value={taxKey(value)}
      allowDeselect={false}
      onChange={(key) => {
        const tax = offered.find((candidate) => taxKey(candidate) === key);
        if (tax) onChange(tax);
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
