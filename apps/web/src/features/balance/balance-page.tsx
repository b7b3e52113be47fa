/**
 * Balance (/apps/balance): every cash book's balance at the end of a chosen date (today unless
 * the URL's `date` says otherwise), the totals per currency, what is owed either way, the position
 * and the 12-month trend of the cash.
 */
import { Button, Card, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isCalendarDate } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { balanceQuery, balanceTrendQuery } from '../../api/balance.queries';
import { CurrencyTotals } from '../../components/currency-totals';
import { DateField } from '../../components/date-field';
import { IconNotebook } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { businessToday, formatBusinessDate, useBusiness } from '../../lib/business';
import { useMoneyLocale } from '../../lib/locale';
import { useSearchState } from '../../lib/use-search-state';
import { BalanceBooks } from './balance-books';
import { BalancePosition } from './balance-position';
import { TrendSection } from './trend-section';

export function BalancePage() {
  const { t } = useTranslation(['balance', 'errors']);
  const locale = useMoneyLocale();
  const { currency, timezone } = useBusiness();
  const [params, update] = useSearchState();
  const today = businessToday(timezone);
  const asked = params.get('date');
  const date = asked && isCalendarDate(asked) ? asked : today;
  const balance = useQuery(balanceQuery(date));
  const trend = useQuery(balanceTrendQuery(12, date));

  function pick(value: string) {
    update((next) => {
      if (value && isCalendarDate(value) && value !== today) next.set('date', value);
      else next.delete('date');
      return next;
    });
  }

  const books = balance.data?.cashbooks ?? [];
  const receivables = balance.data?.receivables ?? null;
  const payables = balance.data?.payables ?? null;
  const position = balance.data?.position ?? null;
  const owed = (receivables?.length ?? 0) > 0 || (payables?.length ?? 0) > 0;
  return (
    <Stack gap="md" maw={960}>
      <title>{t('metaTitle')}</title>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card withBorder radius="lg" padding="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateField
            label={t('date')}
            value={date}
            onChange={pick}
            style={{ flex: '1 1 200px' }}
            maw={260}
          />
          {date !== today && (
            <Button variant="default" onClick={() => pick(today)}>
              {t('today')}
            </Button>
          )}
        </Group>
      </Card>
      {balance.isPending ? (
        <ListSkeleton rows={3} height={64} />
      ) : balance.isError ? (
        <LoadError error={balance.error} onRetry={() => void balance.refetch()} />
      ) : books.length === 0 && !owed ? (
        <EmptyState
          icon={IconNotebook}
          title={t('empty.title')}
          body={t('empty.body')}
          action={
            <Button component={Link} to="/apps/cashbook">
              {t('empty.action')}
            </Button>
          }
        />
      ) : (
        <>
          <CurrencyTotals
            title={t('total', { date: formatBusinessDate(date, locale, 'long') })}
            totals={balance.data.totals}
            fallbackCurrency={currency}
          />
          {books.length > 0 && <BalanceBooks books={books} />}
          {receivables && position && (
            <BalancePosition
              receivables={receivables}
              payables={payables ?? []}
              taxOwed={balance.data.tax_owed ?? []}
              position={position}
              fallbackCurrency={currency}
            />
          )}
        </>
      )}
      {/* Without a cash book there is no trend to draw. */}
      {books.length > 0 && <TrendSection trend={trend} fallbackCurrency={currency} />}
    </Stack>
  );
}
