/**
 * Query keys and options of debts and credits; every key starts with 'debts'. Any change moves
 * the summary, the contact positions and the receivables the balance shows; one that moved cash
 * (created with a cash book, a payment recorded or removed, an edit of a record that moved cash)
 * also makes the ledger stale (`invalidateLedger`).
 */
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { AppError, type Debt, type DebtFilter } from '@usaha/shared';
import { balanceKeys } from './balance.queries';
import {
  contactPosition,
  type DebtSummaryFilter,
  debtHistory,
  debtSummary,
  getDebt,
  listDebtPayments,
  listDebts,
} from './debts.api';
import { invalidateLedger } from './entries.queries';

export const DEBT_PAGE_SIZE = 50;

export const debtKeys = {
  all: ['debts'] as const,
  summary: (filter: DebtSummaryFilter) => [...debtKeys.all, 'summary', filter] as const,
  pages: (filter: DebtFilter) => [...debtKeys.all, 'pages', filter] as const,
  one: (id: string) => [...debtKeys.all, 'detail', id] as const,
  payments: (id: string) => [...debtKeys.one(id), 'payments'] as const,
  history: (id: string) => [...debtKeys.one(id), 'history'] as const,
  position: (contactId: string) => [...debtKeys.all, 'position', contactId] as const,
  statementLink: (contactId: string) => [...debtKeys.all, 'statement-link', contactId] as const,
};

export const debtSummaryInfiniteQuery = (filter: DebtSummaryFilter) =>
  infiniteQueryOptions({
    queryKey: debtKeys.summary(filter),
    queryFn: ({ pageParam }) =>
      debtSummary({ ...filter, limit: DEBT_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const debtsInfiniteQuery = (filter: DebtFilter) =>
  infiniteQueryOptions({
    queryKey: debtKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listDebts({ ...filter, limit: DEBT_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** A 404 is an answer (another business's id, a deleted record, a dead link): not asked twice. */
const retryUnlessMissing = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof AppError && error.status === 404);

export const debtQuery = (id: string) =>
  queryOptions({
    queryKey: debtKeys.one(id),
    queryFn: () => getDebt(id),
    retry: retryUnlessMissing,
  });

export const debtPaymentsQuery = (id: string) =>
  queryOptions({ queryKey: debtKeys.payments(id), queryFn: () => listDebtPayments(id) });

export const debtHistoryQuery = (id: string) =>
  queryOptions({ queryKey: debtKeys.history(id), queryFn: () => debtHistory(id) });

export const contactPositionQuery = (contactId: string) =>
  queryOptions({
    queryKey: debtKeys.position(contactId),
    queryFn: () => contactPosition(contactId),
  });

export function useDebt(id: string) {
  return useQuery(debtQuery(id));
}

/**
 * After a write: the lists, the summary, the positions and the record's payments and timeline
 * are stale; the record itself is known as the server answered it, or forgotten when deleted.
 * `money` for what touched a cash book.
 */
export async function debtChanged(
  client: QueryClient,
  change: { saved: Debt } | { removed: string } | { id: string },
  money = false,
): Promise<void> {
  if ('saved' in change) client.setQueryData(debtKeys.one(change.saved.id), change.saved);
  if ('removed' in change) client.removeQueries({ queryKey: debtKeys.one(change.removed) });
  const id = 'saved' in change ? change.saved.id : 'removed' in change ? change.removed : change.id;
  const current = JSON.stringify(debtKeys.one(id));
  await Promise.all([
    client.invalidateQueries({
      queryKey: debtKeys.all,
      // The record just answered is current; its payments and timeline are not.
      predicate: (query) => !('saved' in change) || JSON.stringify(query.queryKey) !== current,
    }),
    money ? invalidateLedger(client) : client.invalidateQueries({ queryKey: balanceKeys.all }),
  ]);
}
