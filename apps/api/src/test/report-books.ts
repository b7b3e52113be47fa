/**
 * Random books for the reports' reconciliation tests, made through the real API from a seed:
 * two cash books with opening balances, income and expense in their categories and without one,
 * transfers with fees (some in a category), invoices (with products, without, some void or draft) with partial
 * payments, and debts and credits with their cash and payments — over most of a year.
 */
import type { Cashbook, Category, Contact, Invoice, Product } from '@usaha/shared';
import { expect } from 'vitest';
import { createContact, createProduct } from './directory';
import type { TestApp } from './harness';
import { categoriesOf, createBook, data, type Owner, signUpOwner } from './ledger';
import { type Random, random } from './random';

export type RandomBooks = {
  owner: Owner;
  books: Cashbook[];
  contacts: Contact[];
  products: Product[];
  /** The first and last dates anything was written on. */
  from: string;
  to: string;
};

const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAYS = 320;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayOf = (index: number) => iso(FIRST_DAY + index * 86_400_000);

export async function randomBooks(
  t: TestApp,
  seed: number,
  operations = 120,
): Promise<RandomBooks> {
  const rng: Random = random(seed);
  const owner = await signUpOwner(t);
  const books = [
    await createBook(owner, { name: 'Kas Toko', opening_balance: 2_500_000_00 }),
    await createBook(owner, { name: 'Rekening BCA', kind: 'bank', opening_balance: 10_000_000_00 }),
  ];
  const categories = await categoriesOf(owner);
  const ofKind = (kind: Category['kind']) => categories.filter((c) => c.kind === kind);
  const contacts = [
    await createContact(owner, { name: 'Budi Santoso' }),
    await createContact(owner, { name: 'PT Maju Bersama' }),
    await createContact(owner, { name: 'Siti Aminah' }),
  ];
  const products = [
    await createProduct(owner, { name: 'Kopi Arabika 1 kg', price: 180_000_00 }),
    await createProduct(owner, { name: 'Gula Aren 500 g', price: 35_000_00 }),
  ];
  const day = () => dayOf(rng.int(0, DAYS));
  const book = () => rng.pick(books) as Cashbook;
  const amount = () => rng.int(1, 5_000_000) * 100 + rng.int(0, 99);

  async function post(url: string, body: Record<string, unknown>, status = 201) {
    const response = await owner.request('POST', url, { body });
    expect(response.statusCode, `${url} ${response.body}`).toBe(status);
    return response;
  }

  async function entry(direction: 'in' | 'out', category: Category | null) {
    await post('/api/v1/entries/', {
      cashbook_id: book().id,
      direction,
      amount: amount(),
      date: day(),
      category_id: category?.id ?? null,
      description: 'Transaksi acak',
    });
  }

  async function transfer() {
    const [from, to] = rng.next() < 0.5 ? books : [...books].reverse();
    await post('/api/v1/transfers/', {
      from_cashbook_id: from?.id,
      to_cashbook_id: to?.id,
      amount_sent: amount(),
      fee: rng.next() < 0.6 ? rng.int(1, 10_000) * 100 : 0,
      fee_category_id: rng.next() < 0.5 ? (rng.pick(ofKind('expense'))?.id ?? null) : null,
      date: day(),
    });
  }

  async function invoice() {
    const issue = rng.int(0, DAYS - 20);
    const lines = [
      {
        product_id: products[0]?.id,
        description: 'Kopi Arabika 1 kg',
        quantity: rng.int(1, 5) * 1000,
        unit_price: 180_000_00,
        tax_rate: rng.next() < 0.5 ? 1100 : 0,
      },
      { description: 'Ongkos kirim', quantity: 1000, unit_price: rng.int(1, 50) * 1_000_00 },
    ];
    const body = {
      contact_id: (rng.pick(contacts) as Contact).id,
      issue_date: dayOf(issue),
      due_date: dayOf(issue + rng.int(0, 45)),
      lines: lines.slice(0, rng.int(1, 2)),
    };
    const made = data<Invoice>(await post('/api/v1/invoices/', body), 201);
    const fate = rng.weighted([
      [1, 'draft'],
      [1, 'void'],
      [6, 'sent'],
    ] as const);
    if (fate === 'draft') return;
    await post(`/api/v1/invoices/${made.id}/send/`, { channel: 'none' }, 200);
    if (fate === 'void') {
      await post(`/api/v1/invoices/${made.id}/void/`, {}, 200);
      return;
    }
    let paid = 0;
    for (let index = rng.int(0, 2); index > 0 && paid < made.total; index--) {
      const part = rng.next() < 0.5 ? made.total - paid : rng.int(1, made.total - paid);
      await post(`/api/v1/invoices/${made.id}/payments/`, {
        amount: part,
        cashbook_id: book().id,
        date: dayOf(issue + rng.int(0, 20)),
      });
      paid += part;
    }
  }

  async function debt() {
    const start = rng.int(0, DAYS - 30);
    const total = amount();
    const withCash = rng.next() < 0.7;
    const response = await post('/api/v1/debts/', {
      kind: rng.next() < 0.5 ? 'credit' : 'debt',
      contact_id: (rng.pick(contacts) as Contact).id,
      amount: total,
      date: dayOf(start),
      due_date: rng.next() < 0.8 ? dayOf(start + rng.int(0, 90)) : null,
      ...(withCash ? { cashbook_id: book().id } : {}),
    });
    const made = response.json<{ data: { id: string } }>().data;
    if (rng.next() < 0.6) {
      await post(`/api/v1/debts/${made.id}/payments/`, {
        amount: rng.int(1, total),
        cashbook_id: book().id,
        date: dayOf(start + rng.int(0, 25)),
      });
    }
  }

  const choices = [
    [30, () => entry('in', rng.pick(ofKind('income')) ?? null)],
    [30, () => entry('out', rng.pick(ofKind('expense')) ?? null)],
    [6, () => entry(rng.next() < 0.5 ? 'in' : 'out', null)],
    [8, transfer],
    [12, invoice],
    [10, debt],
  ] as const;
  for (let index = 0; index < operations; index++) await rng.weighted(choices)();
  return { owner, books, contacts, products, from: dayOf(0), to: dayOf(DAYS + 30) };
}
