/**
 * The public sample's figures (`/apps/dashboard`): a made-up warung selling groceries, in rupiah,
 * with dates counted from the visitor's today so it always looks current. A static module: the
 * sample page asks no API for anything.
 */
import type { Dashboard, DueItem, Entry, MonthFlow } from '@usaha/shared';

/** Rupiah to minor units (sen). */
const rp = (rupiah: number) => rupiah * 100;

function shift(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The `count` months up to the month of `date`, oldest first, as `YYYY-MM`. */
function monthsUpTo(date: string, count: number): string[] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - count + index, 1)).toISOString().slice(0, 7),
  );
}

/** A month's takings and spending in thousands of rupiah, oldest first (a Lebaran peak inside). */
const INCOME = [
  41_200, 39_850, 43_500, 47_900, 62_450, 45_100, 42_700, 44_300, 46_800, 43_950, 45_600, 48_250,
];
const EXPENSE = [
  33_900, 32_100, 35_250, 40_800, 51_300, 36_050, 34_600, 35_900, 37_400, 36_200, 37_150, 38_900,
];

function flowsUpTo(today: string): MonthFlow[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // This month so far: its share of a full month by the days gone.
  const share = day / new Date(Date.UTC(year, month, 0)).getUTCDate();
  return monthsUpTo(today, 12).map((name, index) => {
    const part = index === 11 ? share : 1;
    const income = rp(Math.round(((INCOME[index] ?? 0) * part) / 5) * 5_000);
    const expense = rp(Math.round(((EXPENSE[index] ?? 0) * part) / 5) * 5_000);
    return { month: name, income, expense, net: income - expense };
  });
}

const changeBp = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 10_000);

const BOOK = '5a3f0c1e-8a6b-4c2d-9e1f-000000000001';

function entry(
  index: number,
  date: string,
  direction: 'in' | 'out',
  rupiah: number,
  description: string,
  source: Entry['source'] = 'manual',
): Entry {
  const stamp = `${date}T0${index}:15:00.000Z`;
  return {
    id: `5a3f0c1e-8a6b-4c2d-9e1f-00000000010${index}`,
    cashbook_id: BOOK,
    currency: 'IDR',
    direction,
    amount: rp(rupiah),
    date,
    category_id: null,
    contact_id: null,
    description,
    reference: null,
    source,
    transfer_id: null,
    transfer_role: null,
    import_id: null,
    invoice_id: null,
    debt_id: null,
    attachment_count: 0,
    created_by: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
  };
}

function due(
  index: number,
  kind: DueItem['kind'],
  contact: string,
  date: string,
  rupiah: number,
  number: string | null = null,
): DueItem {
  return {
    kind,
    id: `5a3f0c1e-8a6b-4c2d-9e1f-00000000020${index}`,
    number,
    contact_name: contact,
    due_date: date,
    currency: 'IDR',
    amount_due: rp(rupiah),
  };
}

export function sampleDashboard(today: string): Dashboard {
  const months = flowsUpTo(today);
  const now = months[11] as MonthFlow;
  const last = months[10] as MonthFlow;
  const cash = rp(18_745_500);
  const receivables = { invoices: rp(4_350_000), credits: rp(1_275_000) };
  const payables = rp(6_200_000);
  return {
    date: today,
    currency: 'IDR',
    cash: { totals: [{ currency: 'IDR', balance: cash }], book_count: 3 },
    month: [
      {
        currency: 'IDR',
        income: now.income,
        expense: now.expense,
        last_income: last.income,
        last_expense: last.expense,
        income_change_bp: changeBp(now.income, last.income),
        expense_change_bp: changeBp(now.expense, last.expense),
      },
    ],
    cash_flow: [{ currency: 'IDR', months }],
    receivables: [
      {
        currency: 'IDR',
        amount_due: receivables.invoices + receivables.credits,
        count: 7,
        overdue_amount: rp(1_150_000),
        overdue_count: 2,
        invoices_due: receivables.invoices,
        credits: receivables.credits,
      },
    ],
    payables: [
      { currency: 'IDR', amount_due: payables, count: 2, overdue_amount: 0, overdue_count: 0 },
    ],
    position: [
      {
        currency: 'IDR',
        cash,
        receivables: receivables.invoices + receivables.credits,
        payables,
        tax_owed: 0,
        net: cash + receivables.invoices + receivables.credits - payables,
      },
    ],
    overdue_invoices: [{ currency: 'IDR', count: 1, amount: rp(850_000) }],
    recent: [
      entry(1, today, 'in', 1_285_000, 'Penjualan harian'),
      entry(2, today, 'out', 2_450_000, 'Beli beras 5 karung ke UD Sumber Rezeki'),
      entry(3, shift(today, -1), 'in', 350_000, 'Pelunasan kasbon Pak Joko', 'debt_payment'),
      entry(4, shift(today, -1), 'out', 412_000, 'Token listrik PLN'),
      entry(5, shift(today, -2), 'in', 1_540_000, 'Penjualan harian'),
    ],
    due_soon: [
      due(1, 'credit', 'Pak Joko', shift(today, 2), 275_000),
      due(2, 'invoice', 'Kantin SDN 3', shift(today, 4), 1_650_000, 'INV-0042'),
      due(3, 'debt', 'UD Sumber Rezeki', shift(today, 6), 3_500_000),
      due(4, 'invoice', 'Katering Bu Rina', shift(today, 9), 2_100_000, 'INV-0045'),
      due(5, 'debt', 'CV Minyak Jaya', shift(today, 12), 2_700_000),
    ],
    // A visitor sets nothing up: the sample shows no checklist.
    progress: null,
  };
}
