/** The balance of every book on a date, and its trend by month (`/v1/balance/`). */
import type { Balance, balanceTrendResponseSchema, ResponseOf } from '@usaha/shared';
import { requestData, toQueryString } from '../lib/api-data';

export type BalanceTrend = ResponseOf<typeof balanceTrendResponseSchema>['data'];

export function getBalance(date?: string): Promise<Balance> {
  return requestData<Balance>(`/v1/balance/${toQueryString({ date })}`);
}

export function getBalanceTrend(months = 12, date?: string): Promise<BalanceTrend> {
  return requestData<BalanceTrend>(`/v1/balance/trend/${toQueryString({ months, date })}`);
}
