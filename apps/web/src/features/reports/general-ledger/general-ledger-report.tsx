/**
 * The general-ledger tab (issue 16): an account picker over the journal's accounts (each cash
 * book, category, receivables, payables, the opening balances), then the chosen account's
 * opening, debits, credits and closing, and its movements with the running balance. The page
 * shows an account's first 500 movements; the CSV and XLSX downloads have them all.
 */
import { Alert, Card, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GeneralLedger, LedgerAccount } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReport } from '../../../api/reports.queries';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import { useDateFormat } from '../../../lib/business';
import { ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';

const keyOf = (account: Pick<LedgerAccount, 'account' | 'currency'>) =>
  `${account.account}|${account.currency}`;

function Summary({ account }: { account: LedgerAccount }) {
  const { t } = useTranslation('reports');
  const items = ['opening', 'debit', 'credit', 'closing'] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((item) => (
        <Card key={item} withBorder radius="md" padding="sm">
          <Text size="sm" c="dimmed" fw={600}>
            {t(`generalLedger.${item}`)}
          </Text>
          <MoneyText amount={account[item]} currency={account.currency} fz="lg" fw={700} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Movements({ account }: { account: LedgerAccount }) {
  const { t } = useTranslation('reports');
  const format = useFormatMoney();
  const formatDate = useDateFormat();
  const money = (minor: number) => (minor === 0 ? '' : format(minor, account.currency));
  if (account.movements.length === 0) {
    return <Text c="dimmed">{t('generalLedger.noMovements')}</Text>;
  }
  return (
    <ReportTableView
      label={t('generalLedger.movements', {
        account: account.account,
        currency: account.currency,
      })}
      minWidth={760}
      columns={[
        { key: 'date', title: t('generalLedger.date') },
        { key: 'description', title: t('generalLedger.description') },
        { key: 'reference', title: t('generalLedger.reference') },
        { key: 'debit', title: t('generalLedger.debit'), figure: true },
        { key: 'credit', title: t('generalLedger.credit'), figure: true },
        { key: 'balance', title: t('generalLedger.balance'), figure: true },
      ]}
      rows={account.movements.map((movement, index) => ({
        key: `${movement.entry_id ?? 'opening'}-${index}`,
        cells: [
          formatDate(movement.date),
          movement.entry_id === null
            ? t('generalLedger.openingBalance')
            : movement.description || '—',
          movement.reference ?? '',
          money(movement.debit),
          money(movement.credit),
          format(movement.balance, account.currency),
        ],
      }))}
    />
  );
}

export function GeneralLedgerReport({ params }: ReportViewProps) {
  const { t } = useTranslation('reports');
  const report = useReport<GeneralLedger>('general-ledger', params);
  const [chosen, setChosen] = useState<string | null>(null);
  if (report.isPending) return <ListSkeleton rows={4} height={48} />;
  if (report.isError)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { accounts } = report.data;
  if (accounts.length === 0) return <Text c="dimmed">{t('generalLedger.nothing')}</Text>;
  const account = accounts.find((item) => keyOf(item) === chosen) ?? accounts[0];
  if (!account) return null;
  return (
    <Stack gap="md">
      <Select
        label={t('generalLedger.account')}
        data={accounts.map((item) => ({
          value: keyOf(item),
          label: `${item.account} · ${item.currency} (${t(`generalLedger.kinds.${item.kind}`)})`,
        }))}
        value={keyOf(account)}
        onChange={(value) => setChosen(value)}
        allowDeselect={false}
        searchable
        maw={560}
      />
      <Text size="sm" c="dimmed">
        {t('generalLedger.hint')}
      </Text>
      <Summary account={account} />
      {account.truncated && (
        <Alert variant="light" color="yellow">
          {t('generalLedger.truncated', {
            shown: account.movements.length,
            count: account.movement_count,
          })}
        </Alert>
      )}
      <Movements account={account} />
    </Stack>
  );
}
