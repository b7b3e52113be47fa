/**
 * The totals of the whole filter (not of the loaded page), per currency: what was invoiced, what
 * was paid and what is still due. Amounts of two currencies are never added. On a phone, one line
 * per currency (the count and what is still due), the three figures a tap away, so the invoices
 * themselves show above the fold.
 */
import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceTotals } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { TotalsCard } from '../../../components/totals-card';
import { TotalsFigures } from './invoice-totals-figures';
import { InvoiceTotalsLine } from './invoice-totals-line';

type Props = {
  totals: InvoiceTotals[] | null | undefined;
  /** Shown with zeros when nothing matches (the business's currency). */
  fallbackCurrency: string;
  loading: boolean;
};

export function InvoiceListTotals({ totals, fallbackCurrency, loading }: Props) {
  const { t } = useTranslation('invoices');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const rows: InvoiceTotals[] =
    totals && totals.length > 0
      ? totals
      : [{ currency: fallbackCurrency, total: 0, paid: 0, amount_due: 0, count: 0 }];
  if (!wide) return <InvoiceTotalsLine rows={rows} loading={loading} />;
  return (
    <TotalsCard title={t('totals.title')} rows={rows} loading={loading}>
      {(row, several) => (
        <Stack gap="xs" key={row.currency} data-testid={`totals-${row.currency}`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {several ? t('totals.currency', { currency: row.currency }) : t('totals.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('totals.count', { count: row.count })}
            </Text>
          </Group>
          <TotalsFigures row={row} />
        </Stack>
      )}
    </TotalsCard>
  );
}
