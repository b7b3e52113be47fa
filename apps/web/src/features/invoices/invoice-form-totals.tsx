/**
 * The live totals, computed as they are typed with calculateInvoice, the function the API
 * computes the saved invoice with: subtotal, discounts, each tax with its base (and its "DPP
 * nilai lain"), the charge, the rounding, the total and the total in words.
 */
import { Divider, Group, Stack, Text } from '@mantine/core';
import { amountInWords, type InvoiceLanguage, type InvoiceMath } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money-text';
import { useMoneyLocale } from '../../lib/locale';
import { type TaxChoice, taxKey } from './invoice-editor-settings';
import { taxLabel } from './invoice-form-tax';

type Props = {
  math: InvoiceMath;
  currency: string;
  /** The business's taxes, for their names. */
  taxes: TaxChoice[];
  chargeLabel: string;
  language: InvoiceLanguage;
  withWords: boolean;
};

function Row({
  label,
  amount,
  currency,
  id,
  strong,
  children,
}: {
  label: string;
  amount: number;
  currency: string;
  id: string;
  strong?: boolean;
  children?: ReactNode;
}) {
  return (
    <div data-testid={`total-${id}`}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
          {label}
        </Text>
        <MoneyText
          amount={amount}
          currency={currency}
          size={strong ? 'lg' : 'sm'}
          fw={strong ? 700 : undefined}
        />
      </Group>
      {children}
    </div>
  );
}

export function InvoiceFormTotals({
  math,
  currency,
  taxes,
  chargeLabel,
  language,
  withWords,
}: Props) {
  const { t } = useTranslation('invoice-editor');
  const locale = useMoneyLocale();
  const money = { currency };
  const named = (tax: TaxChoice) => taxes.find((item) => taxKey(item) === taxKey(tax)) ?? tax;
  return (
    <Stack gap={6} aria-label={t('totals.title')} role="group">
      {math.line_discount > 0 && (
        <Row
          id="line-discount"
          label={t('totals.lineDiscount')}
          amount={-math.line_discount}
          {...money}
        />
      )}
      <Row id="subtotal" label={t('totals.subtotal')} amount={math.subtotal} {...money} />
      {math.invoice_discount > 0 && (
        <Row
          id="discount"
          label={t('totals.discount')}
          amount={-math.invoice_discount}
          {...money}
        />
      )}
      {math.taxes.length > 0 && (
        <Row id="base" label={t('totals.base')} amount={math.base} {...money} />
      )}
      {math.taxes
        .filter((tax) => tax.base > 0)
        .map((tax) => (
          <Row
            key={`${tax.rate}:${tax.tax_base.numerator}/${tax.tax_base.denominator}`}
            id={`tax-${tax.rate}`}
            label={taxLabel(t, named({ rate: tax.rate, tax_base: tax.tax_base }), locale)}
            amount={tax.tax}
            {...money}
          >
            {tax.taxable !== tax.base && (
              <Group justify="space-between" wrap="nowrap" gap="md" pl="sm">
                <Text size="xs" c="dimmed">
                  {t('totals.taxable')}
                </Text>
                <MoneyText amount={tax.taxable} currency={currency} size="xs" />
              </Group>
            )}
          </Row>
        ))}
      {math.charge > 0 && (
        <Row
          id="charge"
          label={chargeLabel.trim() || t('totals.charge')}
          amount={math.charge}
          {...money}
        />
      )}
      {math.rounding !== 0 && (
        <Row id="rounding" label={t('totals.rounding')} amount={math.rounding} {...money} />
      )}
      <Divider />
      <Row id="total" label={t('totals.total')} amount={math.total} strong {...money} />
      {withWords && (
        <Text size="sm" c="dimmed" fs="italic" data-testid="total-words">
          {t('totals.words', { words: amountInWords(math.total, currency, language) })}
        </Text>
      )}
    </Stack>
  );
}
