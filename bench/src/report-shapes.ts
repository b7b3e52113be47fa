/**
 * The fairness check of the report figures: each report's answer and its raw baseline's rows,
 * both reduced to the key totals they must agree on (sameAnswer), per report. The app's side
 * reads the report's JSON; the raw side sums the GROUP BY rows of bare-reports.ts.
 */
import type {
  AgingData,
  CashFlowReport,
  CategoriesReportData,
  Dashboard,
  GeneralLedger,
  ProfitLossData,
  SalesData,
  TaxData,
  TrialBalance,
} from '@usaha/shared';
import type { RawAnswer } from './bare-reports';

type Rows = Array<Record<string, unknown>>;
type Reduce = { app: (body: unknown) => unknown; raw: (answer: RawAnswer) => unknown };

const num = (value: unknown) => Number(value ?? 0);
const sign = (row: Record<string, unknown>) => (row.direction === 'in' ? 1 : -1) * num(row.amount);
const dataOf = <T>(body: unknown) => (body as { data: T }).data;

/** Sums `value` of rows by `key`, as a plain object sorted by key (so that order is no matter). */
function sumBy(rows: Rows, key: (row: Record<string, unknown>) => string, value = sign) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)));
}
const byFirst = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
const nonZero = (sums: Record<string, number>) =>
  Object.fromEntries(Object.entries(sums).filter(([, value]) => value !== 0));

export function reportShapes(months: readonly string[]): Record<string, Reduce> {
  const byMonth = (rows: Rows) => {
    const sums = sumBy(rows, (row) => `${row.currency} ${row.month}`);
    return months.map((month) => sums[`IDR ${month}`] ?? 0);
  };
  return {
    'profit-loss': {
      app: (body) => {
        const data = dataOf<ProfitLossData>(body);
        return {
          net: data.currencies.map((c) => [c.currency, c.net.amount, c.net.by_month]),
          accrual: data.accrual.map((a) => [a.currency, a.invoices, a.before_tax, a.total]),
        };
      },
      raw: ({ data }) => {
        const lines = data.lines ?? [];
        const net = sumBy(lines, (row) => String(row.currency));
        return {
          net: Object.entries(net).map(([currency, amount]) => [currency, amount, byMonth(lines)]),
          accrual: (data.accrual ?? []).map((a) => [a.currency, a.invoices, a.before_tax, a.total]),
        };
      },
    },
    categories: {
      app: (body) =>
        dataOf<CategoriesReportData>(body).currencies.map((c) => ({
          currency: c.currency,
          net: c.income.amount - c.expense.amount,
          lines: nonZero(
            Object.fromEntries(
              [...c.income.lines, ...c.expense.lines]
                .filter((line) => line.category_id)
                .map((line) => [line.category_id, Math.abs(line.amount)]),
            ),
          ),
        })),
      raw: ({ data }) => {
        const lines = data.lines ?? [];
        return Object.entries(sumBy(lines, (row) => String(row.currency))).map(
          ([currency, net]) => ({
            currency,
            net,
            lines: nonZero(
              Object.fromEntries(
                Object.entries(
                  sumBy(
                    lines.filter((row) => row.category_id && row.currency === currency),
                    (row) => String(row.category_id),
                  ),
                ).map(([id, amount]) => [id, Math.abs(amount)]),
              ),
            ),
          }),
        );
      },
    },
    'cash-flow': {
      app: (body) =>
        dataOf<CashFlowReport>(body).books.map((book) => ({
          id: book.id,
          opening: book.total.opening,
          closing: book.total.closing,
          net: book.months.map((month) => month.net),
        })),
      raw: ({ data }) =>
        (data.openings ?? []).map((book) => {
          const flows = (data.flows ?? []).filter((row) => row.cashbook_id === book.id);
          const net = sumBy(flows, (row) => String(row.month));
          const total = Object.values(net).reduce((a, b) => a + b, 0);
          return {
            id: book.id,
            opening: num(book.opening),
            closing: num(book.opening) + total,
            net: months.map((month) => net[month] ?? 0),
          };
        }),
    },
    aging: {
      app: (body) => {
        const data = dataOf<AgingData>(body);
        const totals = (side: AgingData['receivables']) =>
          side.map((c) => [c.currency, c.totals.total, c.contacts.length]);
        return { receivables: totals(data.receivables), payables: totals(data.payables) };
      },
      raw: ({ data }) => {
        const side = (rows: Rows) => {
          const totals = sumBy(
            rows,
            (row) => String(row.currency),
            (row) => num(row.amount),
          );
          return Object.entries(totals).map(([currency, total]) => [
            currency,
            total,
            new Set(rows.filter((row) => row.currency === currency).map((row) => row.contact_id))
              .size,
          ]);
        };
        const debts = data.debts ?? [];
        return {
          receivables: side([
            ...(data.invoices ?? []),
            ...debts.filter((d) => d.kind === 'credit'),
          ]),
          payables: side(debts.filter((d) => d.kind === 'debt')),
        };
      },
    },
    sales: {
      app: (body) =>
        dataOf<SalesData>(body).currencies.map((c) => ({
          currency: c.currency,
          invoices: c.invoice_count,
          ...c.totals,
        })),
      raw: ({ data }) => {
        const products = data.products ?? [];
        const customers = data.customers ?? [];
        return [...new Set(products.map((row) => String(row.currency)))].map((currency) => {
          const own = products.filter((row) => row.currency === currency);
          const total = (key: string) => own.reduce((sum, row) => sum + num(row[key]), 0);
          return {
            currency,
            invoices: customers
              .filter((row) => row.currency === currency)
              .reduce((sum, row) => sum + num(row.invoices), 0),
            quantity: total('quantity'),
            revenue: total('revenue'),
            tax: total('tax'),
            line_count: total('line_count'),
          };
        });
      },
    },
    tax: {
      app: (body) => {
        const data = dataOf<TaxData>(body);
        return {
          ppn: data.ppn.map((c) => [
            c.currency,
            c.totals.invoice_count,
            c.totals.base,
            c.totals.tax,
          ]),
          revenue: data.pph.months.map((month) => month.revenue),
        };
      },
      raw: ({ data }) => {
        const output = data.output ?? [];
        const revenue = sumBy(
          data.income ?? [],
          (row) => String(row.month),
          (row) => num(row.amount),
        );
        return {
          ppn: [...new Set(output.map((row) => String(row.currency)))].map((currency) => {
            const own = output.filter((row) => row.currency === currency);
            const total = (key: string) => own.reduce((sum, row) => sum + num(row[key]), 0);
            return [currency, total('invoices'), total('base'), total('tax')];
          }),
          revenue: months.map((month) => revenue[month] ?? 0),
        };
      },
    },
    'general-ledger': {
      app: (body) =>
        dataOf<GeneralLedger>(body)
          .accounts.filter((account) => account.kind === 'book')
          .map((a) => [a.cashbook_id, a.opening, a.debit, a.credit, a.closing])
          .sort(byFirst),
      raw: ({ data }) =>
        (data.openings ?? [])
          .map((book) => {
            const own = (data.sums ?? []).filter((row) => row.cashbook_id === book.id);
            const side = (direction: string) =>
              own
                .filter((row) => row.direction === direction)
                .reduce((s, r) => s + num(r.amount), 0);
            const opening = num(book.opening);
            return [book.id, opening, side('in'), side('out'), opening + side('in') - side('out')];
          })
          .sort(byFirst),
    },
    'trial-balance': {
      app: (body) =>
        sumBy(
          dataOf<TrialBalance>(body).rows.filter((row) => row.kind === 'book'),
          (row) => String(row.currency),
          (row) => num(row.debit) - num(row.credit),
        ),
      raw: ({ data }) => {
        const currencies = new Map((data.books ?? []).map((b) => [b.id, String(b.currency)]));
        const currencyOf = (row: Record<string, unknown>) =>
          currencies.get(String(row.cashbook_id ?? row.id)) ?? '';
        return sumBy(
          [...(data.books ?? []).map((b) => ({ ...b, direction: 'in' })), ...(data.sums ?? [])],
          currencyOf,
        );
      },
    },
  };
}

/** The dashboard's cards reduced: cash, the twelve months, what is owed, newest and due ids. */
export const dashboardShape: Reduce = {
  app: (body) => {
    const data = dataOf<Dashboard>(body);
    return {
      cash: data.cash?.totals.map((t) => [t.currency, t.balance]),
      months: data.cash_flow?.flatMap((c) => c.months.map((m) => [m.income, m.expense])),
      receivables: data.receivables?.map((r) => [r.currency, r.amount_due]),
      recent: data.recent?.map((entry) => entry.id),
      due: data.due_soon?.map((item) => [item.due_date, item.id]),
    };
  },
  raw: ({ data }) => {
    const twelve = data.twelve ?? [];
    const months = [...new Set(twelve.map((row) => String(row.month)))].sort();
    const of = (month: string, direction: string) =>
      twelve
        .filter((row) => row.month === month && row.direction === direction)
        .reduce((sum, row) => sum + num(row.amount), 0);
    const cash = sumBy(
      data.balances ?? [],
      (row) => String(row.currency),
      (row) => num(row.balance),
    );
    const credits = (data.owed ?? []).filter((row) => row.kind === 'credit');
    const owed = sumBy(
      [...(data.receivables ?? []), ...credits],
      (row) => String(row.currency),
      (row) => num(row.amount),
    );
    const due = [...(data.dueInvoices ?? []), ...(data.dueDebts ?? [])]
      .sort((a, b) => String(a.due_date).localeCompare(String(b.due_date)))
      .slice(0, 8);
    return {
      cash: Object.entries(cash),
      months: months.map((month) => [of(month, 'in'), of(month, 'out')]),
      receivables: Object.entries(owed),
      recent: (data.recent ?? []).map((row) => row.id),
      due: due.map((row) => [row.due_date, row.id]),
    };
  },
};
