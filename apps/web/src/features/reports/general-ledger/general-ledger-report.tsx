/**
 * The general-ledger tab (issue 16): an account picker over the journal's accounts (each cash
 * book, category, receivables, payables, the opening balances), then the chosen account's
 * opening, debits, credits and closing, and its movements with the running balance. The page
 * shows an account's first 500 movements; the CSV and XLSX downloads have them all.
 */
import { Alert, Select, Stack, Text } from '@mantine/core';
import type { GeneralLedger, LedgerAccount } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { ReportAnswer } from '../report-answer';
import { ReportTableView } from '../report-table-view';
import type { ReportViewProps } from '../report-tabs';
import { ReportTotals } from '../report-totals';

const keyOf = (account: Pick<LedgerAccount, 'account' | 'currency'>) =>
  `${account.account}|${account.currency}`;

function Summary({ account }: { account: LedgerAccount }) {
  const { t } = useTranslation('reports');
  const items = (['opening', 'debit', 'credit', 'closing'] as const).map((key) => ({
    key,
    label: t(`generalLedger.${key}`),
    amount: account[key],
  }));
  return <ReportTotals items={items} currency={account.currency} />;
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

function GeneralLedgerView({ data }: { data: GeneralLedger }) {
  const { t } = useTranslation('reports');
  const [chosen, setChosen] = useState<string | null>(null);
  const { accounts } = data;
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

export function GeneralLedgerReport({ params }: ReportViewProps) {
  return (
    <ReportAnswer<GeneralLedger> name="general-ledger" params={params}>
      {(data) => <GeneralLedgerView data={data} />}
    </ReportAnswer>
  );
}
