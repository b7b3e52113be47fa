/**
 * The books' range (MAX_LEDGER_TURNOVER): no write may take a business's books past what every
 * balance, total and export can carry exactly, and at the very top every read still answers,
 * to the sen. A cashier cannot break the owner's balance page by entering huge amounts.
 */
import {
  type Entry,
  type ImportPreview,
  MAX_AMOUNT,
  MAX_LEDGER_TURNOVER,
  type StatementMapping,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addMember,
  bookOf,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf(owner: Owner) {
  const [row] = await t.database.query<Record<string, unknown>>(
    `select (select count(*) from entries where business_id = $1)::int as entries,
       (select count(*) from transfers where business_id = $1)::int as transfers,
       (select count(*) from cashbooks where business_id = $1)::int as cashbooks,
       (select string_agg(id::text || ':' || version || ':' || opening_balance || ':' || entries_net, ',' order by id)
          from cashbooks where business_id = $1) as books,
       (select string_agg(id::text || ':' || amount, ',' order by id) from entries where business_id = $1) as amounts`,
    [owner.businessId],
  );
  return row;
}

function expectOutOfRange(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ success: false, code: 'AMOUNT_OUT_OF_RANGE' });
}

/** The top of the range, reached by an owner's opening balance and a cashier's entries. */
async function booksAtTheTop() {
  const owner = await signUpOwner(t);
  const cashier = await addMember(t, owner, 'cashier');
  const opening = 999_999_999_999_999;
  const book = await createBook(owner, { opening_balance: opening });
  const bank = await createBook(owner, { name: 'Bank', kind: 'bank' });
  for (let i = 0; i < 8; i++)
    await createEntry(cashier, { cashbook_id: book.id, amount: MAX_AMOUNT });
  const last = MAX_LEDGER_TURNOVER - opening - 8 * MAX_AMOUNT;
  const out = await createEntry(cashier, { cashbook_id: book.id, amount: last, direction: 'out' });
  return { owner, cashier, book, bank, out, balance: opening + 8 * MAX_AMOUNT - last };
}

describe('the range of the books', () => {
  it('refuses every write past the top with AMOUNT_OUT_OF_RANGE and changes nothing', async () => {
    const { owner, cashier, book, bank, out } = await booksAtTheTop();
    const before = await rowsOf(owner);

    const refused = [
      await cashier.request('POST', '/api/v1/entries/', {
        body: { cashbook_id: bank.id, direction: 'in', amount: 1, date: '2026-11-02' },
      }),
      await owner.request('PUT', `/api/v1/entries/${out.id}/`, {
        body: { version: out.version, amount: out.amount + 1 },
      }),
      await owner.request('POST', '/api/v1/transfers/', {
        body: {
          from_cashbook_id: book.id,
          to_cashbook_id: bank.id,
          amount_sent: 1,
          date: '2026-11-03',
        },
      }),
      await owner.request('PUT', `/api/v1/cashbooks/${bank.id}/`, {
        body: { version: 1, opening_balance: -1 },
      }),
      await owner.request('POST', '/api/v1/cashbooks/', {
        body: { name: 'Dompet', kind: 'cash', opening_balance: 1 },
      }),
    ];
    for (const response of refused) expectOutOfRange(response);
    expect(await rowsOf(owner)).toEqual(before);

    // Going down is always allowed, and makes room again.
    const smaller = await owner.request('PUT', `/api/v1/entries/${out.id}/`, {
      body: { version: out.version, amount: out.amount - 1 },
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    await createEntry(cashier, { cashbook_id: bank.id, amount: 1 });

    // Another business is not affected by this one's range.
    const other = await signUpOwner(t);
    await createEntry(other, { cashbook_id: (await createBook(other)).id, amount: MAX_AMOUNT });
  });

  it('answers every read at the top of the range exactly, to the sen', async () => {
    const { owner, cashier, book, balance } = await booksAtTheTop();
    expect((await bookOf(cashier, book.id)).balance).toBe(balance);

    const onDate = data<{ totals: Array<{ currency: string; balance: number }> }>(
      await owner.request('GET', '/api/v1/balance/?date=2026-12-31'),
    );
    expect(onDate.totals).toEqual([{ currency: 'IDR', balance }]);
    const trend = await owner.request('GET', '/api/v1/balance/trend/?date=2026-12-31');
    expect(trend.statusCode, trend.body).toBe(200);
    expect(trend.body).toContain(String(balance));

    const list = await owner.request('GET', '/api/v1/entries/');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(String(8 * MAX_AMOUNT));
    expect(data<Entry[]>(list)).toHaveLength(9);

    const journal = await owner.request('GET', '/api/v1/exports/journal/');
    expect(journal.statusCode, journal.body).toBe(200);
    expect(journal.body).toContain('10000000000000.00 IDR');
    for (const format of ['csv', 'xlsx']) {
      const exported = await owner.request('GET', `/api/v1/exports/entries/?format=${format}`);
      expect(exported.statusCode, exported.body).toBe(200);
    }
  });

  it('keeps ten entries of the largest amount from breaking the balance page', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const book = await createBook(owner);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await cashier.request('POST', '/api/v1/entries/', {
        body: { cashbook_id: book.id, direction: 'in', amount: MAX_AMOUNT, date: '2026-11-02' },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 422]);
    const onDate = await owner.request('GET', '/api/v1/balance/');
    expect(onDate.statusCode, onDate.body).toBe(200);
    expect((await bookOf(owner, book.id)).balance).toBe(9 * MAX_AMOUNT);
  });
});

describe('the range of a statement import', () => {
  const mapping: StatementMapping = {
    delimiter: ',',
    header_line: 1,
    date_column: 0,
    date_format: 'DD/MM/YYYY',
    description_column: 1,
    amount: { mode: 'signed', column: 2 },
    number_format: 'en',
  };
  const csv = (amounts: string[]) =>
    ['Date,Description,Amount', ...amounts.map((amount) => `02/11/2026,Setoran,${amount}`)].join(
      '\n',
    );

  it('refuses a statement whose rows add up past the range, before anything is written', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { kind: 'bank' });
    const content = csv(Array.from({ length: 10 }, () => '10000000000000.00'));
    const before = await rowsOf(owner);
    for (const url of ['/api/v1/imports/preview/', '/api/v1/imports/']) {
      const response = await owner.request('POST', url, {
        body: { cashbook_id: book.id, filename: 'besar.csv', content, mapping },
      });
      expectOutOfRange(response);
    }
    expect(await rowsOf(owner)).toEqual(before);
  });

  it('names a line whose amount is above the largest one entry can hold', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { kind: 'bank' });
    const preview = data<ImportPreview>(
      await owner.request('POST', '/api/v1/imports/preview/', {
        body: {
          cashbook_id: book.id,
          filename: 'besar.csv',
          content: csv(['10000000000000.01', '1500.00']),
          mapping,
        },
      }),
    );
    expect(preview.issues).toEqual([
      expect.objectContaining({ line: 2, code: 'amount_too_large', value: '10000000000000.01' }),
    ]);
    expect(preview.rows).toHaveLength(1);
  });
});
