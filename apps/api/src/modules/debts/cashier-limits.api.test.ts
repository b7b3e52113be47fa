/**
 * The cashier's place in debts and invoices (security review N2): a cashier records them and
 * their payments, edits what moves no cash, and sends; a cashier, who may not edit or delete
 * entries, does not change the cash a debt moved (its amount, date, contact or words: 403
 * ENTRY_CHANGE_FORBIDDEN), nor void a debt or an invoice, nor delete a payment. Those who may
 * change entries (the accountant) still do all of it.
 */
import type { Debt, Entry, Invoice } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDebt, createDebtPayment, debtOf, openShop, type Shop } from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { addMember, data, type Owner } from '../../test/ledger';

let t: TestApp;
let shop: Shop;
let cashier: Owner;
let accountant: Owner;
beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  cashier = await addMember(t, shop.owner, 'cashier');
  accountant = await addMember(t, shop.owner, 'accountant');
});
afterAll(() => t.close());

/** A credit that lent Rp 150.000 out of the book: its cash is entry `entry_id`. */
const lentCredit = () =>
  createDebt(shop.owner, { contact_id: shop.budi.id, cashbook_id: shop.book.id });

const entryOf = async (debt: Debt) =>
  data<Entry>(await shop.owner.request('GET', `/api/v1/entries/${debt.entry_id}/`));
const patch = (who: Owner, debt: Debt, body: Record<string, unknown>) =>
  who.request('PATCH', `/api/v1/debts/${debt.id}/`, { body: { version: debt.version, ...body } });

describe('a debt that moved cash', () => {
  it('keeps its cash from a cashier: amount, date, contact and words are 403', async () => {
    const credit = await lentCredit();
    const siti = await createContact(shop.owner, { name: 'Siti Aminah' });
    const before = await entryOf(credit);
    for (const change of [
      { amount: 100 },
      { date: '2026-11-03' },
      { contact_id: siti.id },
      { description: 'Pinjaman lain' },
    ]) {
      const response = await patch(cashier, credit, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json().code).toBe('ENTRY_CHANGE_FORBIDDEN');
    }
    expect(await entryOf(credit)).toEqual(before);
    expect(await debtOf(shop.owner, credit.id)).toEqual(credit);
  });

  it('lets a cashier change what moves no cash, and an accountant the cash too', async () => {
    const credit = await lentCredit();
    const before = await entryOf(credit);
    const terms = data<Debt>(
      await patch(cashier, credit, {
        due_date: '2026-12-20',
        reference: 'KB-7',
        amount: 150_000_00,
      }),
    );
    expect(terms).toMatchObject({ due_date: '2026-12-20', reference: 'KB-7' });
    expect(await entryOf(credit)).toEqual(before);
    const changed = data<Debt>(await patch(accountant, terms, { amount: 120_000_00 }));
    expect(changed.amount).toBe(120_000_00);
    expect((await entryOf(credit)).amount).toBe(120_000_00);
  });

  it('lets a cashier correct a debt that moved no cash', async () => {
    const credit = await createDebt(shop.owner, { contact_id: shop.budi.id });
    const changed = data<Debt>(await patch(cashier, credit, { amount: 90_000_00 }));
    expect(changed.amount).toBe(90_000_00);
  });
});

describe('reversing a document', () => {
  it('is refused to a cashier: void a debt or an invoice, delete their payments', async () => {
    const credit = await lentCredit();
    const debtPayment = await createDebtPayment(shop.owner, credit.id, {
      amount: 10_000_00,
      cashbook_id: shop.book.id,
    });
    const invoice = await createInvoice(shop.owner, { contact_id: shop.budi.id });
    data(await shop.owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
    const blank = await createInvoice(shop.owner, { contact_id: shop.budi.id });
    data(await shop.owner.request('POST', `/api/v1/invoices/${blank.id}/send/`, { body: {} }));
    const invoicePayment = await recordPayment(shop.owner, invoice.id, {
      amount: 10_000_00,
      cashbook_id: shop.book.id,
    });
    const fresh = await debtOf(shop.owner, credit.id);
    const refused = [
      await cashier.request('POST', `/api/v1/debts/${credit.id}/void/`, {
        body: { version: fresh.version },
      }),
      await cashier.request('POST', `/api/v1/invoices/${blank.id}/void/`),
      await cashier.request('DELETE', `/api/v1/debts/${credit.id}/payments/${debtPayment.id}/`),
      await cashier.request(
        'DELETE',
        `/api/v1/invoices/${invoice.id}/payments/${invoicePayment.id}/`,
      ),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await debtOf(shop.owner, credit.id)).status).toBe('open');
    const voided = data<Invoice>(
      await accountant.request('POST', `/api/v1/invoices/${blank.id}/void/`),
    );
    expect(voided.status).toBe('void');
    const written = data<Debt>(
      await accountant.request('POST', `/api/v1/debts/${credit.id}/void/`, {
        body: { version: fresh.version },
      }),
    );
    expect(written.status).toBe('void');
  });
});
