/**
 * The getting-started checklist's steps as the dashboard answers them: each done by the
 * business's own records only, and answered only to those who set the business up.
 */
import type { Dashboard } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSettings, PAYMENT_DETAILS } from '../../test/business-settings';
import { createDebt } from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addMember,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
  VERIFIED,
} from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date('2026-11-20T03:00:00Z') } });
});
afterAll(() => t.close());

const progressOf = async (client: Owner) =>
  data<Dashboard>(await client.request('GET', '/api/v1/dashboard/')).progress;

describe('the getting-started progress', () => {
  it('ticks each step off by what the business itself has done', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const other = await signUpOwner(t);
    const otherBook = await createBook(other);
    await createEntry(other, { cashbook_id: otherBook.id, amount: 10_000_00 });
    await changeSettings(other, PAYMENT_DETAILS);
    await createDebt(other, { contact_id: (await createContact(other)).id });
    const none = { cashbook: false, transaction: false, payment: false, sale: false, team: false };
    expect(await progressOf(owner)).toEqual(none);

    const book = await createBook(owner);
    await createEntry(owner, { cashbook_id: book.id, amount: 10_000_00 });
    await changeSettings(owner, { bank_accounts: PAYMENT_DETAILS.bank_accounts });
    expect(await progressOf(owner)).toEqual({
      ...none,
      cashbook: true,
      transaction: true,
      payment: true,
    });
    await createDebt(owner, { contact_id: (await createContact(owner)).id });
    const invited = await owner.request('POST', '/api/v1/team/invitations/', {
      body: { email: 'kasir@warung.example', role: 'cashier' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await progressOf(owner)).toEqual({
      cashbook: true,
      transaction: true,
      payment: true,
      sale: true,
      team: true,
    });
  });

  it('counts a second member as a team, and answers null to those who do not set up', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    expect(await progressOf(owner)).toMatchObject({ team: true });
    expect(await progressOf(cashier)).toBeNull();
  });
});
