/**
 * Thousands of random operations on debts and credits through the API — created with and
 * without cash, paid, payments deleted, edited, voided, deleted — beside invoices and their
 * payments, held against the test's own model (debts-oracle.model.ts): every remaining,
 * status, contact position and cash book balance equals the model, and the ledger invariants
 * hold. Runs on PGlite and, in CI, on PostgreSQL.
 */
import type { Cashbook, Contact, ContactPosition, Debt, DebtPayment, Invoice } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { PPN_LINE } from '../../test/invoices';
import { bookOf, createBook, data, type Owner, signUpOwner } from '../../test/ledger';
import { random } from '../../test/random';
import { findViolations } from '../ledger/invariants';
import {
  creationSign,
  type ModelDebt,
  type ModelInvoice,
  paidOf,
  paymentSign,
  positionOf,
  remainingOf,
  statusAfterPayments,
} from './debts-oracle.model';

const OPERATIONS = Number(process.env.DEBT_OPERATIONS ?? 2000);
/** Noon in Jakarta on 1 July 2026: half the random dates are before it. */
const NOW = new Date('2026-07-01T05:00:00Z');
const TODAY = '2026-07-01';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

function expectRefused(response: LightMyRequestResponse, ...codes: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  expect(codes, response.body).toContain(response.json<{ code: string }>().code);
}

describe('debts and credits under random operations', () => {
  it(`match the model after ${OPERATIONS} operations`, async () => {
    const rng = random(Number(process.env.DEBT_SEED ?? 20261126));
    const owner: Owner = await signUpOwner(t);
    const books: Cashbook[] = [
      await createBook(owner, { name: 'Kas', opening_balance: 5_000_000_00 }),
      await createBook(owner, { name: 'BCA', kind: 'bank', opening_balance: 20_000_000_00 }),
      await createBook(owner, { name: 'USD', kind: 'bank', currency: 'USD' }),
    ];
    const contacts: Contact[] = [];
    for (const name of ['Bu Sari', 'Pak Joko', 'CV Sumber Rejeki', 'Mbak Rina']) {
      contacts.push(await createContact(owner, { name, phone: '081234567890' }));
    }
    const balances = new Map(books.map((book) => [book.id, book.opening_balance]));
    const move = (book: string | null, amount: number) => {
      if (book) balances.set(book, (balances.get(book) ?? 0) + amount);
    };
    const debts = new Map<string, ModelDebt>();
    const invoices = new Map<string, ModelInvoice>();
    const day = (month: number) =>
      `2026-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    /** A due date after `month`: sometimes today (due, not yet overdue), sometimes none. */
    const dueAfter = (month: number) => {
      const roll = rng.next();
      return roll < 0.15 ? TODAY : roll < 0.4 ? null : day(rng.int(month + 1, 12));
    };
    const bookFor = (currency: string) =>
      rng.pick(books.filter((book) => book.currency === currency)) as Cashbook;
    const anyDebt = () => rng.pick([...debts.values()]);
    const versionOf = async (debt: ModelDebt) => {
      const stored = data<Debt>(await owner.request('GET', `/api/v1/debts/${debt.id}/`));
      expectMatches(stored, debt);
      return stored.version;
    };

    const operations = [
      [0.22, createDebt],
      [0.28, pay],
      [0.08, deletePayment],
      [0.12, edit],
      [0.05, voidDebtOf],
      [0.07, deleteDebt],
      [0.08, invoice],
      [0.07, payInvoice],
      [0.03, editEntryDirectly],
    ] as const;

    async function createDebt() {
      const kind = rng.next() < 0.6 ? 'credit' : 'debt';
      const currency = rng.next() < 0.85 ? 'IDR' : 'USD';
      const withCash = rng.next() < 0.5;
      const book = withCash ? bookFor(currency).id : null;
      const amount = rng.int(1, 2_000_000_00);
      const month = rng.int(1, 6);
      const date = day(month);
      const due = dueAfter(month);
      const body = {
        kind,
        contact_id: rng.pick(contacts)?.id,
        amount,
        date,
        due_date: due,
        description: `Catatan ${debts.size}`,
        ...(book ? { cashbook_id: book } : { currency }),
      };
      const created = data<Debt>(await owner.request('POST', '/api/v1/debts/', { body }), 201);
      const debt: ModelDebt = {
        id: created.id,
        kind,
        contact: body.contact_id as string,
        currency,
        amount,
        status: 'open',
        book,
        date,
        due,
        payments: new Map(),
      };
      debts.set(debt.id, debt);
      move(book, creationSign(kind) * amount);
      expectMatches(created, debt);
    }

    async function pay() {
      const debt = rng.pick([...debts.values()].filter((d) => d.status !== 'void')) ?? anyDebt();
      if (!debt) return;
      const remaining = remainingOf(debt);
      const roll = rng.next();
      const amount =
        roll < 0.25 && remaining > 0
          ? remaining
          : roll < 0.35
            ? remaining + rng.int(1, 1000)
            : rng.int(1, 1000_00);
      const book = bookFor(rng.next() < 0.95 ? debt.currency : 'USD');
      const response = await owner.request('POST', `/api/v1/debts/${debt.id}/payments/`, {
        body: { amount, cashbook_id: book.id, date: TODAY },
      });
      if (debt.status === 'void') return expectRefused(response, 'DEBT_NOT_OPEN');
      if (debt.status === 'paid') return expectRefused(response, 'DEBT_NOT_OPEN', 'OVERPAYMENT');
      if (book.currency !== debt.currency) return expectRefused(response, 'CURRENCY_MISMATCH');
      if (amount > remaining) return expectRefused(response, 'OVERPAYMENT', 'DEBT_NOT_OPEN');
      const payment = data<DebtPayment>(response, 201);
      debt.payments.set(payment.id, { id: payment.id, amount, book: book.id });
      debt.status = statusAfterPayments(debt);
      move(book.id, paymentSign(debt.kind) * amount);
    }

    async function deletePayment() {
      const debt = rng.pick([...debts.values()].filter((d) => d.payments.size > 0));
      const payment = debt && rng.pick([...debt.payments.values()]);
      if (!debt || !payment) return;
      const response = await owner.request(
        'DELETE',
        `/api/v1/debts/${debt.id}/payments/${payment.id}/`,
      );
      if (debt.status === 'void') return expectRefused(response, 'DEBT_VOID', 'DEBT_NOT_OPEN');
      expect(response.statusCode, response.body).toBe(200);
      debt.payments.delete(payment.id);
      debt.status = statusAfterPayments(debt);
      move(payment.book, -paymentSign(debt.kind) * payment.amount);
    }

    async function edit() {
      const debt = anyDebt();
      if (!debt) return;
      const version = await versionOf(debt);
      const paid = paidOf(debt);
      const amount =
        rng.next() < 0.15 && paid > 1 ? rng.int(1, paid - 1) : rng.int(paid || 1, 3_000_000_00);
      const contact = rng.pick(contacts)?.id as string;
      const due = dueAfter(Number(debt.date.slice(5, 7)));
      const response = await owner.request('PATCH', `/api/v1/debts/${debt.id}/`, {
        body: { version, amount, contact_id: contact, due_date: due },
      });
      if (debt.status === 'void') return expectRefused(response, 'DEBT_VOID');
      if (amount < paid) return expectRefused(response, 'DEBT_AMOUNT_BELOW_PAID');
      expect(response.statusCode, response.body).toBe(200);
      move(debt.book, creationSign(debt.kind) * (amount - debt.amount));
      Object.assign(debt, { amount, contact, due });
      debt.status = statusAfterPayments(debt);
      expectMatches(response.json<{ data: Debt }>().data, debt);
    }

    async function voidDebtOf() {
      const debt = anyDebt();
      if (!debt) return;
      const version = await versionOf(debt);
      const response = await owner.request('POST', `/api/v1/debts/${debt.id}/void/`, {
        body: { version },
      });
      // A paid record has nothing left to write off.
      if (debt.status !== 'open') return expectRefused(response, 'DEBT_VOID', 'DEBT_NOT_OPEN');
      expect(response.statusCode, response.body).toBe(200);
      debt.status = 'void';
    }

    async function deleteDebt() {
      const debt = anyDebt();
      if (!debt) return;
      const response = await owner.request('DELETE', `/api/v1/debts/${debt.id}/`);
      if (debt.payments.size > 0) return expectRefused(response, 'DEBT_HAS_PAYMENTS');
      expect(response.statusCode, response.body).toBe(200);
      debts.delete(debt.id);
      move(debt.book, -creationSign(debt.kind) * debt.amount);
    }

    async function invoice() {
      const contact = rng.pick(contacts)?.id as string;
      const issue = day(rng.int(1, 8));
      const due = day(Number(issue.slice(5, 7)) + 1);
      const body = {
        contact_id: contact,
        issue_date: issue,
        due_date: due,
        lines: [{ ...PPN_LINE, quantity: rng.int(1, 3) * 1000 }],
      };
      const made = data<Invoice>(await owner.request('POST', '/api/v1/invoices/', { body }), 201);
      const sent = rng.next() < 0.7;
      if (sent) {
        const response = await owner.request('POST', `/api/v1/invoices/${made.id}/send/`, {
          body: { channel: 'none' },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      invoices.set(made.id, { id: made.id, contact, total: made.total, paid: 0, sent, due });
    }

    async function payInvoice() {
      const found = rng.pick([...invoices.values()].filter((i) => i.paid < i.total));
      if (!found) return;
      const amount =
        rng.next() < 0.4 ? found.total - found.paid : rng.int(1, found.total - found.paid);
      const book = bookFor('IDR');
      const response = await owner.request('POST', `/api/v1/invoices/${found.id}/payments/`, {
        body: { amount, cashbook_id: book.id, date: TODAY },
      });
      expect(response.statusCode, response.body).toBe(201);
      found.paid += amount;
      found.sent = true;
      move(book.id, amount);
    }

    async function editEntryDirectly() {
      const debt = rng.pick([...debts.values()].filter((d) => d.book || d.payments.size > 0));
      if (!debt) return;
      const stored = data<Debt>(await owner.request('GET', `/api/v1/debts/${debt.id}/`));
      const payment = rng.pick([...debt.payments.keys()]);
      const payments = data<DebtPayment[]>(
        await owner.request('GET', `/api/v1/debts/${debt.id}/payments/`),
      );
      const entryId = stored.entry_id ?? payments.find((p) => p.id === payment)?.entry_id;
      const response = await owner.request('DELETE', `/api/v1/entries/${entryId}/`);
      expectRefused(response, 'ENTRY_IS_DEBT_MOVEMENT');
    }

    function expectMatches(stored: Debt, debt: ModelDebt) {
      expect(
        {
          status: stored.status,
          amount: stored.amount,
          paid: stored.paid,
          remaining: stored.remaining,
          contact: stored.contact_id,
          currency: stored.currency,
          overdue: stored.overdue,
        },
        debt.id,
      ).toEqual({
        status: debt.status,
        amount: debt.amount,
        paid: paidOf(debt),
        remaining: remainingOf(debt),
        contact: debt.contact,
        currency: debt.currency,
        overdue: debt.status === 'open' && debt.due !== null && debt.due < TODAY,
      });
    }

    async function checkAll() {
      for (const debt of debts.values()) {
        expectMatches(data<Debt>(await owner.request('GET', `/api/v1/debts/${debt.id}/`)), debt);
      }
      for (const contact of contacts) {
        const position = data<ContactPosition>(
          await owner.request('GET', `/api/v1/contacts/${contact.id}/position/`),
        );
        const currencies = [...position.currencies].sort((a, b) =>
          a.currency.localeCompare(b.currency),
        );
        expect(currencies, contact.name).toEqual(
          positionOf(contact.id, debts.values(), invoices.values(), TODAY),
        );
      }
      for (const book of books) {
        expect((await bookOf(owner, book.id)).balance, book.name).toBe(balances.get(book.id));
      }
      expect(await findViolations(t.database)).toEqual([]);
    }

    for (let step = 0; step < OPERATIONS; step += 1) {
      await rng.weighted(operations)();
      if ((step + 1) % 400 === 0) await checkAll();
    }
    await checkAll();
    expect(debts.size).toBeGreaterThan(50);
    expect([...debts.values()].filter((d) => d.status === 'paid').length).toBeGreaterThan(5);
  }, 600_000);
});
