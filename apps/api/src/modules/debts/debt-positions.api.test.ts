import {
  type ContactPosition,
  type Debt,
  type DebtSummaryItem,
  MAX_AMOUNT,
  type PositionFigures,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDebt,
  createDebtPayment,
  everyPage,
  expectRefused,
  JAKARTA_21ST,
  openShop,
  recordDebt,
} from '../../test/debts';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => JAKARTA_21ST } });
});
afterAll(() => t.close());

type SummaryBody = {
  data: DebtSummaryItem[];
  meta: { next_cursor: string | null; has_more: boolean; totals: PositionFigures[] | null };
};

async function summary(owner: Owner, query = ''): Promise<SummaryBody> {
  const response = await owner.request('GET', `/api/v1/debts/summary/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SummaryBody>();
}

const figures = (values: Partial<PositionFigures> & { currency: string }): PositionFigures => {
  const base = {
    credits: 0,
    invoices_due: 0,
    payable: 0,
    overdue_receivable: 0,
    overdue_payable: 0,
  };
  const all = { ...base, ...values };
  const receivable = all.credits + all.invoices_due;
  return { ...all, receivable, net: receivable - all.payable };
};

describe('positions and the summary', () => {
  it("nets each contact's credits and unpaid invoices against the business's debts, overdue in the business's time zone", async () => {
    const { owner, book, budi } = await openShop(t);
    const siti = await createContact(owner, { name: 'Siti Aminah' });
    const ani = await createContact(owner, { name: 'Ani Wijaya' });
    const supplier = await createContact(owner, { name: 'CV Sumber Rejeki' });
    const square = await createContact(owner, { name: 'Pak Lunas' });
    // Budi: 70,000 of a credit due on the 20th (overdue on the 21st), another 50,000 not yet due,
    // an invoice of 1,110,000 with 110,000 paid (due on the 16th), and the shop owes him 40,000.
    const late = await createDebt(owner, {
      contact_id: budi.id,
      amount: 100_000_00,
      due_date: '2026-11-20',
    });
    await createDebtPayment(owner, late.id, { amount: 30_000_00, cashbook_id: book.id });
    await createDebt(owner, { contact_id: budi.id, amount: 50_000_00, due_date: '2026-11-30' });
    await createDebt(owner, {
      kind: 'debt',
      contact_id: budi.id,
      amount: 40_000_00,
      due_date: '2026-11-10',
    });
    await createDebt(owner, { contact_id: budi.id, amount: 10_00, currency: 'USD' });
    const written = await createDebt(owner, { contact_id: budi.id, amount: 99_000_00 });
    data(
      await owner.request('POST', `/api/v1/debts/${written.id}/void/`, { body: { version: 1 } }),
    );
    const invoice = await createInvoice(owner, { contact_id: budi.id });
    await recordPayment(owner, invoice.id, { amount: 110_000_00, cashbook_id: book.id });
    await createInvoice(owner, { contact_id: siti.id }); // a draft: not owed yet
    await createDebt(owner, { contact_id: siti.id, amount: 30_000_00, due_date: '2026-11-25' });
    await createDebt(owner, { contact_id: ani.id, amount: 2_000_000_00, due_date: '2026-12-20' });
    await createDebt(owner, { kind: 'debt', contact_id: supplier.id, amount: 500_000_00 });
    await createDebt(owner, { contact_id: supplier.id, amount: 5_000_00 });
    const paidOff = await createDebt(owner, { contact_id: square.id, amount: 1_00 });
    await createDebtPayment(owner, paidOff.id, { amount: 1_00, cashbook_id: book.id });

    const position = data<ContactPosition>(
      await owner.request('GET', `/api/v1/contacts/${budi.id}/position/`),
    );
    const budiRupiah = figures({
      currency: 'IDR',
      credits: 120_000_00,
      invoices_due: 1_000_000_00,
      payable: 40_000_00,
      overdue_receivable: 1_070_000_00,
      overdue_payable: 40_000_00,
    });
    const budiDollars = figures({ currency: 'USD', credits: 10_00 });
    expect(position).toEqual({ contact_id: budi.id, currencies: [budiRupiah, budiDollars] });
    const none = await owner.request('GET', `/api/v1/contacts/${square.id}/position/`);
    expect(data<ContactPosition>(none).currencies).toEqual([]);

    const receivable = await summary(owner);
    const rows = (body: SummaryBody) =>
      body.data.map((row) => `${row.contact_name} ${row.currency}`);
    expect(rows(receivable)).toEqual([
      'Budi Santoso IDR',
      'Ani Wijaya IDR',
      'Siti Aminah IDR',
      'CV Sumber Rejeki IDR',
      'Budi Santoso USD',
    ]);
    expect(receivable.data[0]).toEqual({
      ...budiRupiah,
      contact_id: budi.id,
      contact_name: 'Budi Santoso',
      contact_phone: '+6281234567890',
      next_due_date: '2026-11-16',
    });
    expect(receivable.meta.totals).toEqual([
      figures({
        currency: 'IDR',
        credits: 2_155_000_00,
        invoices_due: 1_000_000_00,
        payable: 540_000_00,
        overdue_receivable: 1_070_000_00,
        overdue_payable: 40_000_00,
      }),
      budiDollars,
    ]);
    expect(rows(await summary(owner, '?overdue_first=false'))[0]).toBe('Ani Wijaya IDR');
    const payable = await summary(owner, '?side=payable');
    expect(rows(payable)).toEqual(['Budi Santoso IDR', 'CV Sumber Rejeki IDR']);
    expect(payable.data[0]?.next_due_date).toBe('2026-11-10');
    expect(rows(await summary(owner, '?q=sumber'))).toEqual(['CV Sumber Rejeki IDR']);

    const walked = await everyPage<DebtSummaryItem>(owner, '/api/v1/debts/summary/?limit=2');
    expect(rows({ ...receivable, data: walked })).toEqual(rows(receivable));
    expectRefused(
      await owner.request('GET', '/api/v1/debts/summary/?side=both'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a record that would take the sums past what a total can hold; the sums stay exact', async () => {
    const { owner, budi } = await openShop(t);
    const largest = { contact_id: budi.id, amount: MAX_AMOUNT };
    const nine: Debt[] = [];
    for (let index = 0; index < 9; index += 1) nine.push(await createDebt(owner, largest));
    expectRefused(await recordDebt(owner, largest), 422, 'AMOUNT_OUT_OF_RANGE');
    // Nothing more fits: a smaller record neither, but a smaller amount does.
    expectRefused(
      await recordDebt(owner, { ...largest, amount: 8_000_000_000_000 }),
      422,
      'AMOUNT_OUT_OF_RANGE',
    );
    const smaller = await owner.request('PATCH', `/api/v1/debts/${nine[0]?.id}/`, {
      body: { version: 1, amount: MAX_AMOUNT - 1 },
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    const list = await owner.request('GET', '/api/v1/debts/?limit=1');
    const total = 9 * MAX_AMOUNT - 1;
    expect(list.json()).toMatchObject({ meta: { totals: [{ amount: total, count: 9 }] } });
    expect((await summary(owner)).meta.totals).toEqual([
      figures({ currency: 'IDR', credits: total }),
    ]);
  });

  it("answers 404 for another business's contact and an empty summary for a new business", async () => {
    const { budi } = await openShop(t);
    const stranger = await signUpOwner(t);
    const answer = await stranger.request('GET', `/api/v1/contacts/${budi.id}/position/`);
    expectRefused(answer, 404, 'NOT_FOUND');
    const empty = await summary(stranger);
    expect(empty).toEqual({
      success: true,
      data: [],
      meta: { next_cursor: null, has_more: false, totals: [] },
    });
  });
});
