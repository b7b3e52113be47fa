/**
 * The getting-started checklist: the steps that set a business up, each done by what the books
 * say (the dashboard's answer) and done where its link leads; hidden once done, or dismissed on
 * this device.
 */
import type { Dashboard } from '@usaha/shared';
import { readStorage, writeStorage } from '../../lib/safe-storage';

export type Progress = NonNullable<Dashboard['progress']>;
export type ChecklistStep = keyof Progress;

/** The steps in the order they are met, each with where it is done (and a second way, if any). */
export const CHECKLIST: { step: ChecklistStep; to: string; second?: string }[] = [
  { step: 'cashbook', to: '/apps/cashbook/form/new' },
  { step: 'transaction', to: '/apps/cashbook/transactions/create' },
  { step: 'payment', to: '/apps/settings/setup' },
  { step: 'sale', to: '/apps/invoice/create', second: '/apps/debtcredit/credit/create' },
  { step: 'team', to: '/apps/settings/users' },
];

const dismissedKey = (businessId: string) => `usaha-checklist-dismissed:${businessId}`;

export function isChecklistDismissed(businessId: string): boolean {
  return readStorage('local', dismissedKey(businessId)) !== null;
}

export function dismissChecklist(businessId: string): void {
  writeStorage('local', dismissedKey(businessId), new Date().toISOString());
}
