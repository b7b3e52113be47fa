/**
 * The debts and credits page tests: a signed-in session on 20 November 2026 in Jakarta, in
 * English, with Budi (a customer with a phone) and the cash books the fake API answers.
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { BUDI } from '../../test/debt-fixtures';
import { contact, uuid } from '../../test/directory-fixtures';
import { type FakeApi, makeUser } from '../../test/fake-api';
import { cashbook, ok } from '../../test/invoice-fixtures';
import { setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

export const BUDI_CONTACT = contact({ id: BUDI, name: 'Budi Santoso', phone: '+6281234567890' });
export const TILL = cashbook({ id: uuid(801), name: 'Kas Toko', kind: 'cash' });
export const DOLLARS = cashbook({ id: uuid(802), name: 'Wise USD', currency: 'USD' });

/** What a manager may do: see, record, delete, and make contacts on the spot. */
export const MANAGER = [
  'debt.view',
  'debt.manage',
  'debt.delete',
  'contact.view',
  'contact.manage',
  'cashbook.view',
  'transaction.update',
  'transaction.delete',
];
/** A cashier records debts and payments and edits their terms; no deletes, no entry edits. */
export const CASHIER = [
  'debt.view',
  'debt.manage',
  'contact.view',
  'contact.manage',
  'cashbook.view',
  'transaction.create',
];
/** A viewer sees the books and changes nothing. */
export const VIEWER = ['debt.view', 'contact.view', 'cashbook.view'];

/** Each test of the file in a session of its own; the fake API of the running test. */
export function debtSession(): () => FakeApi {
  let api: FakeApi | null = null;
  beforeAll(setupI18n);
  beforeEach(async () => {
    // Business dates are read from the clock: only Date is faked, timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T03:00:00Z'));
    api = await startSession(MANAGER);
    api.on('GET /v1/settings/application/', ok({ name: 'Warung Bu Sri' }));
    api.on('GET /v1/contacts/search/', ok([BUDI_CONTACT]));
    api.on(`GET /v1/contacts/${BUDI}/`, ok(BUDI_CONTACT));
    api.on('GET /v1/cashbooks/', {
      body: {
        success: true,
        data: [DOLLARS, TILL],
        meta: { next_cursor: null, has_more: false, totals: [] },
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    if (!api) throw new Error('No session: call debtSession at the top of the file');
    return api;
  };
}

/** The session's user with other permissions, before the page is rendered. */
export function actAs(api: FakeApi, permissions: string[]): void {
  const user = makeUser({ permissions });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
}
