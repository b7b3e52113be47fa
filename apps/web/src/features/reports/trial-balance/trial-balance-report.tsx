/**
 * The trial-balance tab (issue 16): per currency, every account's balance at the end of the
 * day as a debit or a credit, the totals row, and whether debits equal credits.
 */
import { Badge, Stack, Text } from '@mantine/core';
import type { TrialBalance } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../components/icons';
import { useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { ReportAnswer } from '../report-answer';
import { ReportSection } from '../report-section';
import { ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';

function TrialBalanceView({ data }: { data: TrialBalance }) {
  const { t } = useTranslation('reports');
  const format = useFormatMoney();
  const formatDate = useDateFormat();
  const { rows, totals, date } = data;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Text fw={600}>{t('trialBalance.asOf', { date: formatDate(date, 'long') })}</Text>
        <Text size="sm" c="dimmed">
          {t('trialBalance.hint')}
        </Text>
      </Stack>
      {totals.length === 0 && <Text c="dimmed">{t('trialBalance.nothing')}</Text>}
      {totals.map((total) => {
        const money = (minor: number) => (minor === 0 ? '' : format(minor, total.currency));
        const balanced = total.debit === total.credit;
        const label = t('trialBalance.table', { currency: total.currency });
        return (
          <ReportSection
            key={total.currency}
            title={label}
            testId={`trial-balance-${total.currency}`}
          >
            <ReportTableView
              label={label}
              minWidth={600}
              columns={[
                { key: 'account', title: t('trialBalance.account') },
                { key: 'kind', title: t('trialBalance.kind') },
                { key: 'debit', title: t('trialBalance.debit'), figure: true },
                { key: 'credit', title: t('trialBalance.credit'), figure: true },
              ]}
              rows={[
                ...rows
                  .filter((row) => row.currency === total.currency)
                  .map((row) => ({
                    key: row.account,
                    cells: [
                      row.account,
                      t(`generalLedger.kinds.${row.kind}`),
                      money(row.debit),
                      money(row.credit),
                    ],
                  })),
                {
                  key: 'total',
                  strong: true,
                  cells: [
                    t('trialBalance.total'),
                    '',
                    format(total.debit, total.currency),
                    format(total.credit, total.currency),
                  ],
                },
              ]}
            />
            <Badge
              color={balanced ? 'teal' : 'red'}
              variant="light"
              size="lg"
              leftSection={balanced ? <IconCheck size={14} aria-hidden="true" /> : undefined}
              style={{ textTransform: 'none', alignSelf: 'flex-start' }}
            >
              {balanced
                ? t('trialBalance.balanced')
                : t('trialBalance.unbalanced', {
                    amount: format(Math.abs(total.debit - total.credit), total.currency),
                  })}
            </Badge>
          </ReportSection>
        );
      })}
    </Stack>
  );
}

export function TrialBalanceReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<TrialBalance> name="trial-balance" params={params}>
      {(data) => <TrialBalanceView data={data} />}
    </ReportAnswer>
  );
}
