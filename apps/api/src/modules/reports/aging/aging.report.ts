/**
 * The aging report (`/api/v1/reports/aging/`): on one date (`date`, the business's today by
 * default), what each contact owes the business on invoices and credits and what the business
 * owes on debts, in buckets of days past due, per currency. It reads what the balance reads on
 * that date (the invoices' and the debts' own statements), so its totals are the balance's
 * receivables and payables.
 */
import {
  type AgingData,
  agingByCurrency,
  agingDataSchema,
  agingQuerySchema,
  type ParsedReportQuery,
} from '@usaha/shared';
import type { DebtBalanceService } from '../../debts/debt-balances.service';
import type { InvoiceService } from '../../invoices/invoices.service';
import type { ReportDefinition } from '../report-route';
import { type AgingRow, agingTable } from './aging-table';

type AgingQuery = ParsedReportQuery & { date?: string };

export type AgingDeps = {
  invoices: Pick<InvoiceService, 'receivableAgingOn'>;
  debts: Pick<DebtBalanceService, 'agingOn'>;
};

export function agingReport(deps: AgingDeps): ReportDefinition<AgingQuery, AgingData, AgingRow> {
  return {
    name: 'aging',
    querystring: agingQuerySchema,
    data: agingDataSchema,
    async read({ actor, query, today, period, business }) {
      const date = query.date ?? today;
      const invoices = await deps.invoices.receivableAgingOn(actor.businessId, date);
      const owed = await deps.debts.agingOn(actor.businessId, date, actor.timezone);
      return {
        period,
        date,
        receivables: agingByCurrency([...invoices, ...owed.credits], business.currency),
        payables: agingByCurrency(owed.debts, business.currency),
      };
    },
    table: (data, { language }) => agingTable(data, language),
    heading: (data) => ({ from: null, to: data.date }),
  };
}
