/**
 * The tax report's view: the PPN of the invoices per month (DPP, DPP nilai lain, PPN, and the
 * PPN received in their payments) per currency, and the PPh Final UMKM per month with the year's running revenue against the
 * Rp 500 juta an individual is free of, for a person or a company (`taxpayer` in the address).
 */
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { TAXPAYER_KINDS, type TaxData, type TaxpayerKind } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money-text';
import { formatMonth } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { setEach, useSearchState } from '../../../lib/use-search-state';
import { ReportAnswer } from '../report-answer';
import { ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';
import { TaxChart } from './tax-chart';

const isTaxpayer = (value: string | null): value is TaxpayerKind =>
  value !== null && (TAXPAYER_KINDS as readonly string[]).includes(value);

function TaxView({ data }: { data: TaxData }) {
  const { t } = useTranslation('reports');
  const formatMoney = useFormatMoney();
  const locale = useMoneyLocale();
  const [search, update] = useSearchState();
  const taxpayer = isTaxpayer(search.get('taxpayer')) ? search.get('taxpayer') : 'individual';

  const chooseTaxpayer = (value: string) =>
    update(setEach({ taxpayer: value === 'individual' ? null : value }));

  const { ppn, pph } = data;
  const month = (value: string) => formatMonth(value, locale);
  const rupiah = (minor: number) => formatMoney(minor, pph.currency);

  return (
    <Stack gap="xl">
      <TaxChart data={data} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tax.ppnTitle')}
        </Title>
        {ppn.length === 0 ? (
          <Text c="dimmed">{t('tax.noPpn')}</Text>
        ) : (
          ppn.map((item) => {
            const money = (minor: number) => formatMoney(minor, item.currency);
            return (
              <ReportTableView
                key={item.currency}
                label={`${t('tax.ppnTitle')} (${item.currency})`}
                columns={[
                  { key: 'month', title: t('tax.month') },
                  { key: 'count', title: t('tax.invoices'), figure: true },
                  { key: 'base', title: t('tax.base'), figure: true },
                  { key: 'other', title: t('tax.otherBase'), figure: true },
                  { key: 'tax', title: t('tax.ppn'), figure: true },
                  { key: 'collected', title: t('tax.collected'), figure: true },
                ]}
                rows={[
                  ...item.months.map((row) => ({
                    key: row.month,
                    cells: [
                      month(row.month),
                      row.invoice_count,
                      money(row.base),
                      money(row.other_base),
                      money(row.tax),
                      money(row.collected),
                    ],
                  })),
                  {
                    key: 'total',
                    strong: true,
                    cells: [
                      t('tax.total'),
                      item.totals.invoice_count,
                      money(item.totals.base),
                      money(item.totals.other_base),
                      money(item.totals.tax),
                      money(item.totals.collected),
                    ],
                  },
                ]}
              />
            );
          })
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tax.pphTitle')}
        </Title>
        <SegmentedControl
          aria-label={t('tax.taxpayer')}
          value={taxpayer ?? 'individual'}
          onChange={chooseTaxpayer}
          data={TAXPAYER_KINDS.map((kind) => ({ value: kind, label: t(`tax.taxpayers.${kind}`) }))}
          w={{ base: '100%', xs: 'auto' }}
        />
        <Text c="dimmed" size="sm">
          {pph.exempt_revenue > 0
            ? t('tax.exempt', { amount: rupiah(pph.exempt_revenue) })
            : t('tax.noExempt')}
        </Text>
        <ReportTableView
          label={t('tax.pphTitle')}
          columns={[
            { key: 'month', title: t('tax.month') },
            { key: 'revenue', title: t('tax.revenue'), figure: true },
            { key: 'cumulative', title: t('tax.cumulative'), figure: true },
            { key: 'taxable', title: t('tax.taxable'), figure: true },
            { key: 'tax', title: t('tax.pph'), figure: true },
          ]}
          rows={[
            ...pph.months.map((row) => ({
              key: row.month,
              cells: [
                month(row.month),
                rupiah(row.revenue),
                rupiah(row.cumulative),
                rupiah(row.taxable),
                rupiah(row.tax),
              ],
            })),
            {
              key: 'total',
              strong: true,
              cells: [
                t('tax.total'),
                rupiah(pph.totals.revenue),
                '',
                rupiah(pph.totals.taxable),
                rupiah(pph.totals.tax),
              ],
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}

export function TaxReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<TaxData> name="tax" params={params}>
      {(data) => <TaxView data={data} />}
    </ReportAnswer>
  );
}
