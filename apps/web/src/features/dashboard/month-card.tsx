/**
 * This month's income and expense (up to today) against the whole of last month, per currency,
 * with an arrow and the change in percent; linking to this month's transactions.
 */
import { Group, Stack, Text } from '@mantine/core';
import type { MonthComparison } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '../../components/icons';
import { MONEY_IN_COLOR, MONEY_OUT_COLOR, MoneyText } from '../../components/money-text';
import { useMoneyLocale } from '../../lib/locale';
import { DashboardCard } from './dashboard-card';

/** Transaksi filtered to the month of `date`, from its first day to `date`. */
export const monthTransactionsPath = (date: string) =>
  `/apps/transactions?from=${date.slice(0, 7)}-01&to=${date}`;

function Change({ bp, rising }: { bp: number | null; rising: 'good' | 'bad' }) {
  const { t } = useTranslation('apps');
  const locale = useMoneyLocale();
  if (bp === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('dashboard.month.noLast')}
      </Text>
    );
  }
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(bp) / 10_000);
  const up = bp > 0;
  const good = bp === 0 ? null : up === (rising === 'good');
  const color = good === null ? 'dimmed' : good ? MONEY_IN_COLOR : MONEY_OUT_COLOR;
  const Icon = bp === 0 ? IconMinus : up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={2} wrap="nowrap">
      <Icon size={14} color={color === 'dimmed' ? undefined : color} aria-hidden="true" />
      <Text size="xs" c={color} fw={500}>
        {bp === 0
          ? t('dashboard.month.same')
          : t(up ? 'dashboard.month.up' : 'dashboard.month.down', { percent })}
      </Text>
    </Group>
  );
}

function Figure({
  label,
  amount,
  currency,
  bp,
  direction,
}: {
  label: string;
  amount: number;
  currency: string;
  bp: number | null;
  direction: 'in' | 'out';
}) {
  return (
    <Stack gap={0} style={{ flex: '1 1 140px' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <MoneyText
        amount={amount}
        currency={currency}
        direction={direction}
        colored
        fz={20}
        fw={700}
      />
      <Change bp={bp} rising={direction === 'in' ? 'good' : 'bad'} />
    </Stack>
  );
}

export function MonthCard({ month, date }: { month: MonthComparison[]; date: string }) {
  const { t } = useTranslation('apps');
  return (
    <DashboardCard
      testId="month-card"
      title={t('dashboard.month.title')}
      link={{ to: monthTransactionsPath(date), label: t('dashboard.month.open') }}
    >
      {month.map((line) => (
        <Group
          key={line.currency}
          gap="md"
          align="flex-start"
          data-testid={`month-${line.currency}`}
        >
          <Figure
            label={t('dashboard.month.income')}
            amount={line.income}
            currency={line.currency}
            bp={line.income_change_bp}
            direction="in"
          />
          <Figure
            label={t('dashboard.month.expense')}
            amount={line.expense}
            currency={line.currency}
            bp={line.expense_change_bp}
            direction="out"
          />
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('dashboard.month.hint')}
      </Text>
    </DashboardCard>
  );
}
