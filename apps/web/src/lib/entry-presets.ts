/**
 * What the new-entry page (/apps/cashbook/transactions/create) takes from its address to start
 * with: `cashbook`, `direction`, `amount` (whole minor units) and `description`, so another page
 * (a calculator's result) can open it filled in. Anything unreadable is left out.
 */
import type { Direction } from '@usaha/shared';

export const NEW_ENTRY_PATH = '/apps/cashbook/transactions/create';
/** The longest description an entry takes. */
const DESCRIPTION_MAX = 500;

export type EntryPresets = {
  cashbookId: string | null;
  direction: Direction;
  amount: number | null;
  description: string;
};

export function newEntryPath(presets: Partial<EntryPresets>): string {
  const params = new URLSearchParams();
  if (presets.cashbookId) params.set('cashbook', presets.cashbookId);
  if (presets.direction) params.set('direction', presets.direction);
  if (presets.amount !== undefined && presets.amount !== null) {
    params.set('amount', String(presets.amount));
  }
  if (presets.description) params.set('description', presets.description);
  const query = params.toString();
  return query ? `${NEW_ENTRY_PATH}?${query}` : NEW_ENTRY_PATH;
}

export function readEntryPresets(params: URLSearchParams): EntryPresets {
  const amountText = params.get('amount') ?? '';
  const amount = /^\d{1,16}$/.test(amountText) ? Number(amountText) : null;
  return {
    cashbookId: params.get('cashbook'),
    direction: params.get('direction') === 'out' ? 'out' : 'in',
    amount: amount !== null && Number.isSafeInteger(amount) && amount > 0 ? amount : null,
    description: (params.get('description') ?? '').trim().slice(0, DESCRIPTION_MAX),
  };
}

/**
 * Where a cash book made from the new-entry page (`?return=`, that page's address) leads back:
 * the same page with what it was filled with and the new book chosen. Any other address is not
 * followed (null): the way back is always built here, never taken as it was given.
 */
export function entryReturnPath(returnTo: string | null, cashbookId: string): string | null {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return null;
  const url = new URL(returnTo, 'https://entry.invalid');
  if (url.origin !== 'https://entry.invalid' || url.pathname !== NEW_ENTRY_PATH) return null;
  return newEntryPath({ ...readEntryPresets(url.searchParams), cashbookId });
}
