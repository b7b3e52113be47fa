/**
 * The aging report: what contacts owe (invoices due and open credits) and what the business owes
 * (open debts) on a date, per contact in buckets of days past due, whose edges are tried one day
 * either side; payments dated later, drafts, void and paid invoices, invoices issued later and
 * another business's never count; the totals are the balance's receivables and payables.
 */
import type { AgingData, Balance } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDebtOf, recordDebtOf, voidDebtOf } from '../../../test/debt-fixtures';
import { createContact } from '../../../test/directory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, recordPayment } from '../../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../../test/ledger';
import { csvLines, downloadOf, pdfText, reportOf, xlsxRows } from '../../../test/report-downloads';

let t: TestApp;
let owner: Owner;
let alfa: string;
let budi: string;
const DATE = '2026-11-20';

/** A sent invoice of one untaxed line of `amount`. */
async function sent(contactId: string, amount: number, due: string, issue = '2026-07-01') {
  const invoice = await createInvoice(owner, {
    contact_id: contactId,
    issue_date: issue,
    due_date: due,
    lines: [{ description: 'Jasa', quantity: 1000, unit_price: amount, tax_rate: 0 }],
  });
  data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
  return invoice;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  const book = await createBook(owner, { opening_balance: 1_000_000_00 });
  alfa = (await createContact(owner, { name: 'PT Alfa' })).id;
  budi = (await createContact(owner, { name: 'Budi Santoso' })).id;
  // Each bucket's edges, a day either side: due on the date is not yet late.
  await sent(alfa, 100_00, DATE);
  await sent(alfa, 200_00, '2026-11-19'); // 1 day
  await sent(alfa, 300_00, '2026-10-21'); // 30 days
  const partly = await sent(alfa, 400_00, '2026-10-20'); // 31 days
  await sent(alfa, 500_00, '2026-09-21'); // 60 days
  await sent(alfa, 600_00, '2026-09-20'); // 61 days
  await sent(alfa, 700_00, '2026-08-22'); // 90 days
  await sent(alfa, 800_00, '2026-08-21'); // 91 days
  await recordPayment(owner, partly.id, { amount: 150_00, cashbook_id: book.id, date: DATE });
  await recordPayment(owner, partly.id, {
    amount: 50_00,
    cashbook_id: book.id,
    date: '2026-11-21',
  });
  const settled = await sent(budi, 900_00, '2026-11-01');
  await recordPayment(owner, settled.id, { amount: 900_00, cashbook_id: book.id, date: DATE });
  const voided = await sent(budi, 1_000_00, '2026-11-01');
  data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
  await createInvoice(owner, { contact_id: budi, due_date: '2026-11-30' }); // a draft
  await sent(budi, 1_100_00, '2026-11-30', '2026-11-21'); // issued after the date
  // Credits: one with no due date (not late), one 45 days late and partly repaid.
  await recordDebtOf(owner, { kind: 'credit', contact_id: budi, amount: 2_000_00, due_date: null });
  const late = await recordDebtOf(owner, {
    kind: 'credit',
    contact_id: budi,
    amount: 3_000_00,
    date: '2026-09-01',
    due_date: '2026-10-06',
  });
  await payDebtOf(late, { amount: 1_000_00, cashbook_id: book.id, date: '2026-11-02' });
  // Debts: 95 days late, not yet due, and one written off after the date (still owed on it).
  await recordDebtOf(owner, {
    kind: 'debt',
    contact_id: alfa,
    amount: 4_000_00,
    date: '2026-07-01',
    due_date: '2026-08-17',
  });
  await recordDebtOf(owner, {
    kind: 'debt',
    contact_id: budi,
    amount: 5_000_00,
    due_date: '2026-11-25',
  });
  await voidDebtOf(
    await recordDebtOf(owner, { kind: 'debt', contact_id: budi, amount: 6_000_00, date: DATE }),
  );
  // Another business's invoice and debt, on the same dates, are never ours.
  const other = await signUpOwner(t);
  const theirs = await createContact(other, { name: 'Orang Lain' });
  await recordDebtOf(other, { kind: 'credit', contact_id: theirs.id, amount: 7_000_00 });
});
afterAll(() => t.close());

const figures = (current: number, d30: number, d60: number, d90: number, over: number) => ({
  current,
  days_1_30: d30,
  days_31_60: d60,
  days_61_90: d90,
  days_90_plus: over,
  total: current + d30 + d60 + d90 + over,
});

describe('the aging report', () => {
  it('puts each amount owed in its bucket, per contact, with totals', async () => {
    const report = await reportOf<AgingData>(owner, 'aging', `date=${DATE}`);
    expect(report.date).toBe(DATE);
    const alfaOwes = figures(100_00, 500_00, 750_00, 1_300_00, 800_00);
    const budiOwes = figures(2_000_00, 0, 2_000_00, 0, 0);
    expect(report.receivables).toEqual([
      {
        currency: 'IDR',
        contacts: [
          { contact_id: budi, name: 'Budi Santoso', ...budiOwes },
          { contact_id: alfa, name: 'PT Alfa', ...alfaOwes },
        ],
        totals: figures(2_100_00, 500_00, 2_750_00, 1_300_00, 800_00),
      },
    ]);
    expect(report.payables).toEqual([
      {
        currency: 'IDR',
        contacts: [
          { contact_id: budi, name: 'Budi Santoso', ...figures(11_000_00, 0, 0, 0, 0) },
          { contact_id: alfa, name: 'PT Alfa', ...figures(0, 0, 0, 0, 4_000_00) },
        ],
        totals: figures(11_000_00, 0, 0, 0, 4_000_00),
      },
    ]);
  });

  it('totals what the balance answers for receivables and payables on each date', async () => {
    for (const date of ['2026-08-21', '2026-09-30', DATE, '2026-11-21', '2026-11-25']) {
      const report = await reportOf<AgingData>(owner, 'aging', `date=${date}`);
      const balance = data<Balance>(await owner.request('GET', `/api/v1/balance/?date=${date}`));
      const total = (sides: AgingData['receivables']) =>
        sides.map((side) => [side.currency, side.totals.total]);
      expect(total(report.receivables)).toEqual(
        (balance.receivables ?? []).map((item) => [item.currency, item.amount_due]),
      );
      expect(total(report.payables)).toEqual(
        (balance.payables ?? []).map((item) => [item.currency, item.amount_due]),
      );
    }
  });

  it("reads the business's today without a date, and shows another business nothing of ours", async () => {
    const report = await reportOf<AgingData>(owner, 'aging', 'period=last_month');
    expect(report.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.period.preset).toBe('last_month');
    const other = await signUpOwner(t);
    const theirs = await reportOf<AgingData>(other, 'aging', `date=${DATE}`);
    expect(theirs).toMatchObject({ receivables: [], payables: [] });
  });

  it('downloads as CSV in Indonesian, XLSX in English and PDF in both', async () => {
    const query = `date=${DATE}`;
    const csv = csvLines(
      await downloadOf(
        owner,
        'aging',
        `${query}&format=csv&language=id`,
        `umur-piutang-hutang-${DATE}.csv`,
      ),
    );
    expect(csv[0]).toBe(
      'Jenis;Kontak;Mata uang;Belum jatuh tempo;1–30 hari;31–60 hari;61–90 hari;> 90 hari;Jumlah',
    );
    expect(csv[2]).toBe('Piutang;PT Alfa;IDR;100,00;500,00;750,00;1300,00;800,00;3450,00');
    expect(csv[3]).toBe('Piutang;Total;IDR;2100,00;500,00;2750,00;1300,00;800,00;7450,00');
    expect(csv).toHaveLength(1 + 3 + 3);
    const xlsx = await xlsxRows(
      await downloadOf(owner, 'aging', `${query}&format=xlsx&language=en`, `aging-${DATE}.xlsx`),
    );
    expect(xlsx[0]?.[3]).toBe('Not yet due');
    expect(xlsx[6]).toEqual(['Payables', 'Total', 'IDR', 11000, 0, 0, 0, 4000, 15000]);
    const id = await pdfText(
      await downloadOf(
        owner,
        'aging',
        `${query}&format=pdf&language=id`,
        `umur-piutang-hutang-${DATE}.pdf`,
      ),
    );
    expect(id).toContain('Umur piutang dan hutang');
    expect(id).toContain('PT Alfa');
    const en = await pdfText(
      await downloadOf(owner, 'aging', `${query}&format=pdf&language=en`, `aging-${DATE}.pdf`),
    );
    expect(en).toContain('Over 90 days');
  });
});
