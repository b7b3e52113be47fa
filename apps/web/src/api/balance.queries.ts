/** Query keys and options of the balance and its trend (under the ledger's 'cashbook' key). */
import { queryOptions } from '@tanstack/react-query';
import { getBalance, getBalanceTrend } from './balance.api';

export const balanceKeys = {
  all: ['cashbook', 'balance'] as const,
  on: (date: string | undefined) => [...balanceKeys.all, 'on', date ?? null] as const,
  trend: (months: number, date: string | undefined) =>
    [...balanceKeys.all, 'trend', months, date ?? null] as const,
};

export const balanceQuery = (date?: string) =>
  queryOptions({ queryKey: balanceKeys.on(date), queryFn: () => getBalance(date) });

export const balanceTrendQuery = (months = 12, date?: string) =>
  queryOptions({
    queryKey: balanceKeys.trend(months, date),
    queryFn: () => getBalanceTrend(months, date),
  });
