/**
 * The totals block, in the order the figures add up (calculateInvoice): subtotal, the invoice's
 * discount, each tax with its base (and "DPP nilai lain" when the tax is charged on a share of
 * it), the charge, the rounding, the total, then what is paid and what is still due.
 */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { basisPointsToPercent } from '../lib/decimal-text';
import { useMoneyLocale } from '../lib/locale';
import type { SheetInvoice } from './invoice-sheet';
import { MoneyText, useFormatMoney } from './money-text';

type RowProps = {
  label: string;
  amount: number;
  currency: string;
  strong?: boolean;
  negative?: boolean;
  hint?: string;
  testId?: string;
};

function Row({ label, amount, currency, strong, negative, hint, testId }: RowProps) {
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="baseline">
        <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
          {label}
        </Text>
        <MoneyText
          amount={negative ? -amount : amount}
          currency={currency}
          size={strong ? 'lg' : 'sm'}
          fw={strong ? 700 : 500}
          data-testid={testId}
        />
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export function InvoiceSheetTotals({ invoice }: { invoice: SheetInvoice }) {
  const { t } = useTranslation('portal');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const currency = invoice.currency;
  const percent = (points: number) => `${basisPointsToPercent(points, locale)}%`;
  const discountLabel =
    invoice.discount?.type === 'percent'
      ? t('sheet.invoiceDiscountPercent', { percent: percent(invoice.discount.value) })
      : t('sheet.invoiceDiscount');

  return (
    <Stack gap={6} maw={420} w="100%" ml="auto" data-testid="sheet-totals">
      <Row label={t('sheet.subtotal')} amount={invoice.subtotal} currency={currency} />
      {invoice.invoice_discount > 0 && (
        <Row label={discountLabel} amount={invoice.invoice_discount} currency={currency} negative />
      )}
      {invoice.taxes
        .filter((tax) => tax.rate > 0)
        .map((tax) => {
          const otherBase = tax.tax_base.numerator !== tax.tax_base.denominator;
          const hint = otherBase
            ? t('sheet.taxBaseOther', {
                base: format(tax.base, currency),
                share: `${tax.tax_base.numerator}/${tax.tax_base.denominator}`,
                taxable: format(tax.taxable, currency),
              })
            : t('sheet.taxBase', { base: format(tax.base, currency) });
          return (
            <Row
              key={`${tax.rate}-${tax.tax_base.numerator}/${tax.tax_base.denominator}`}
              // Prices with tax included: the tax is a part of the subtotal, not added to it.
              label={t(invoice.prices_include_tax ? 'sheet.taxIncluded' : 'sheet.taxLine', {
                rate: percent(tax.rate),
              })}
              amount={tax.tax}
              currency={currency}
              hint={hint}
              testId={`tax-${tax.rate}`}
            />
          );
        })}
      {invoice.charge > 0 && (
        <Row
          label={invoice.charge_label ?? t('sheet.charge')}
          amount={invoice.charge}
          currency={currency}
        />
      )}
      {invoice.rounding !== 0 && (
        <Row
          label={t('sheet.rounding')}
          amount={invoice.rounding}
          currency={currency}
          testId="rounding"
        />
      )}
      <Row
        label={t('sheet.total')}
        amount={invoice.total}
        currency={currency}
        strong
        testId="sheet-total"
      />
      {invoice.paid > 0 && (
        <>
          <Row label={t('sheet.paid')} amount={invoice.paid} currency={currency} negative />
          <Row
            label={t('sheet.amountDue')}
            amount={invoice.amount_due}
            currency={currency}
            strong
            testId="sheet-due"
          />
        </>
      )}
    </Stack>
  );
}
