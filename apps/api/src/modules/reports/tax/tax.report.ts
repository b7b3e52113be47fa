/**
 * The tax report (`/api/v1/reports/tax/`): the PPN the sent invoices issued in the period
 * charged, per currency and month of issue (DPP, DPP nilai lain, PPN); and the PPh Final UMKM of
 * each month of the period on the books' gross revenue in rupiah (of one cash book when asked),
 * the running total counted from January so an individual's Rp 500 juta is passed in the
 * right month (`taxpayer`, individual by default).
 */
import {
  exemptRevenueOf,
  type ParsedReportQuery,
  PPH_CURRENCY,
  type PpnCurrency,
  pphMonthsOf,
  type TaxData,
  type TaxpayerKind,
  taxDataSchema,
  taxQuerySchema,
} from '@usaha/shared';
import type { EntryService } from '../../entries/entries.service';
import type { InvoiceService, PaymentTax } from '../../invoices/invoices.service';
import { monthsOf } from '../report-period';
import type { ReportDefinition } from '../report-route';
import { type TaxRow, taxTable } from './tax-table';

type TaxQuery = ParsedReportQuery & { taxpayer: TaxpayerKind };

export type TaxDeps = {
  invoices: Pick<InvoiceService, 'outputTaxByMonth' | 'paymentTaxes'>;
  entries: Pick<EntryService, 'monthlyRevenue'>;
};

const ZERO = { invoice_count: 0, base: 0, other_base: 0, tax: 0, collected: 0 };

/** The sums of `taxes` per `currency|month`. */
function byMonth(taxes: readonly PaymentTax[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { currency, date, tax } of taxes) {
    const key = `${currency}|${date.slice(0, 7)}`;
    sums.set(key, (sums.get(key) ?? 0) + tax);
  }
  return sums;
}

export function taxReport(deps: TaxDeps): ReportDefinition<TaxQuery, TaxData, TaxRow> {
  return {
    name: 'tax',
    querystring: taxQuerySchema,
    data: taxDataSchema,
    async read({ actor, query, period, business }) {
      const { from, to } = period;
      const months = monthsOf(period);
      const yearStart = `${from.slice(0, 4)}-01-01`;
      const [taxed, received, booksReceived] = await Promise.all([
        deps.invoices.outputTaxByMonth(actor.businessId, from, to),
        deps.invoices.paymentTaxes(actor.businessId, { from, to, cashbookId: null }),
        deps.invoices.paymentTaxes(actor.businessId, {
          from: yearStart,
          to,
          cashbookId: period.cashbook_id,
        }),
      ]);
      const collected = byMonth(received);
      const found = [...taxed, ...received].map((row) => row.currency);
      const currencies = [...new Set(found)].sort((a, b) =>
        a === business.currency ? -1 : b === business.currency ? 1 : a.localeCompare(b),
      );
      const ppn = currencies.map((currency): PpnCurrency => {
        const rows = taxed.filter((row) => row.currency === currency);
        const clean = months.map((month) => {
          const row = rows.find((item) => item.month === month) ?? ZERO;
          const { invoice_count, base, other_base, tax } = row;
          const inPayments = collected.get(`${currency}|${month}`) ?? 0;
          return { month, invoice_count, base, other_base, tax, collected: inPayments };
        });
        const totals = clean.reduce(
          (sum, row) => ({
            invoice_count: sum.invoice_count + row.invoice_count,
            base: sum.base + row.base,
            other_base: sum.other_base + row.other_base,
            tax: sum.tax + row.tax,
            collected: sum.collected + row.collected,
          }),
          ZERO,
        );
        return { currency, months: clean, totals };
      });

      const gross = await deps.entries.monthlyRevenue(actor.businessId, {
        from: yearStart,
        to,
        currency: PPH_CURRENCY,
        cashbookId: period.cashbook_id,
      });
      // The PPN in invoices' payments is the state's, not turnover.
      const owed = byMonth(booksReceived);
      const revenues = new Map(
        [...gross].map(([month, amount]) => [
          month,
          amount - (owed.get(`${PPH_CURRENCY}|${month}`) ?? 0),
        ]),
      );
      const pphMonths = pphMonthsOf(months, revenues, query.taxpayer);
      const pphTotals = pphMonths.reduce(
        (sum, row) => ({
          revenue: sum.revenue + row.revenue,
          taxable: sum.taxable + row.taxable,
          tax: sum.tax + row.tax,
        }),
        { revenue: 0, taxable: 0, tax: 0 },
      );
      return {
        period,
        ppn,
        pph: {
          taxpayer: query.taxpayer,
          currency: PPH_CURRENCY,
          exempt_revenue: exemptRevenueOf(query.taxpayer),
          months: pphMonths,
          totals: pphTotals,
        },
      };
    },
    table: (data, { language }) => taxTable(data, language),
  };
}
