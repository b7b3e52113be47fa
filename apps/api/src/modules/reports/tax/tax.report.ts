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
import type { InvoiceService } from '../../invoices/invoices.service';
import { monthsOf } from '../report-period';
import type { ReportDefinition } from '../report-route';
import { type TaxRow, taxTable } from './tax-table';

type TaxQuery = ParsedReportQuery & { taxpayer: TaxpayerKind };

export type TaxDeps = {
  invoices: Pick<InvoiceService, 'outputTaxByMonth'>;
  entries: Pick<EntryService, 'monthlyRevenue'>;
};

const ZERO = { invoice_count: 0, base: 0, other_base: 0, tax: 0 };

export function taxReport(deps: TaxDeps): ReportDefinition<TaxQuery, TaxData, TaxRow> {
  return {
    name: 'tax',
    querystring: taxQuerySchema,
    data: taxDataSchema,
    async read({ actor, query, period, business }) {
      const { from, to } = period;
      const months = monthsOf(period);
      const taxed = await deps.invoices.outputTaxByMonth(actor.businessId, from, to);
      const currencies = [...new Set(taxed.map((row) => row.currency))].sort((a, b) =>
        a === business.currency ? -1 : b === business.currency ? 1 : a.localeCompare(b),
      );
      const ppn = currencies.map((currency): PpnCurrency => {
        const rows = taxed.filter((row) => row.currency === currency);
        const clean = months.map((month) => {
          const row = rows.find((item) => item.month === month) ?? ZERO;
          const { invoice_count, base, other_base, tax } = row;
          return { month, invoice_count, base, other_base, tax };
        });
        const totals = clean.reduce(
          (sum, row) => ({
            invoice_count: sum.invoice_count + row.invoice_count,
            base: sum.base + row.base,
            other_base: sum.other_base + row.other_base,
            tax: sum.tax + row.tax,
          }),
          ZERO,
        );
        return { currency, months: clean, totals };
      });

      const revenues = await deps.entries.monthlyRevenue(actor.businessId, {
        from: `${from.slice(0, 4)}-01-01`,
        to,
        currency: PPH_CURRENCY,
        cashbookId: period.cashbook_id,
      });
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
