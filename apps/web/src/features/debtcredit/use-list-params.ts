/**
 * The list page's state in the URL (STYLE.md): `tab` (receivable, the default and left out, or
 * payable), `q` (a contact's name), `contact` (one contact's records instead of the list),
 * `records=all` (with the paid and void ones) and `new` (the quick sheet, open for a kind).
 */
import type { DebtKind, DebtSummarySide } from '@usaha/shared';
import { useCallback, useMemo } from 'react';
import type { DebtSummaryFilter } from '../../api/debts.api';
import { isDebtKind } from '../../lib/debt-paths';
import { useSearchState } from '../../lib/use-search-state';
import { cleanText } from '../../lib/use-url-filter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ListParams = {
  tab: DebtSummarySide;
  q?: string;
  contact?: string;
  allRecords?: boolean;
  quick?: DebtKind;
};

/** A contact's id from the address (`?contact=`), or nothing when it names none. */
export function contactParam(params: URLSearchParams): string | undefined {
  const contact = params.get('contact');
  return contact && UUID.test(contact) ? contact.toLowerCase() : undefined;
}

export function parseListParams(params: URLSearchParams): ListParams {
  const shown: ListParams = { tab: params.get('tab') === 'payable' ? 'payable' : 'receivable' };
  const q = cleanText(params.get('q'));
  if (q) shown.q = q;
  const contact = contactParam(params);
  if (contact) shown.contact = contact;
  if (params.get('records') === 'all') shown.allRecords = true;
  const quick = params.get('new') ?? undefined;
  if (isDebtKind(quick)) shown.quick = quick;
  return shown;
}

/** In a fixed order, defaults left out, so equal states make equal URLs. */
export function listParamsToSearch(shown: ListParams): URLSearchParams {
  const next = new URLSearchParams();
  if (shown.tab === 'payable') next.set('tab', 'payable');
  if (shown.q) next.set('q', shown.q);
  if (shown.contact) next.set('contact', shown.contact);
  if (shown.allRecords) next.set('records', 'all');
  if (shown.quick) next.set('new', shown.quick);
  return next;
}

/** What the summary asks for: the same object for the page and its prefetch (one cache key). */
export function summaryFilter(shown: ListParams): DebtSummaryFilter {
  return shown.q ? { side: shown.tab, q: shown.q } : { side: shown.tab };
}

/** A link to the list in another state (a contact's records, back to all contacts). */
export function listHref(shown: ListParams): string {
  const search = listParamsToSearch(shown).toString();
  return `/apps/debtcredit${search ? `?${search}` : ''}`;
}

export function useListParams() {
  const [params, update] = useSearchState();
  const shown = useMemo(() => parseListParams(params), [params]);
  const setShown = useCallback(
    (patch: Partial<{ [K in keyof ListParams]: ListParams[K] | null }>) =>
      update((current) => {
        const merged: Record<string, unknown> = { ...parseListParams(current) };
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '' || value === false) {
            delete merged[key];
          } else merged[key] = value;
        }
        return listParamsToSearch(merged as ListParams);
      }),
    [update],
  );
  return { shown, setShown };
}
