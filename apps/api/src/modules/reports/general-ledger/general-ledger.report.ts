/**
 * `GET /api/v1/reports/general-ledger/`: every account of the journal export with its opening,
 * each movement of the period with the running balance, and its closing. The JSON answer shows
 * the first GENERAL_LEDGER_MOVEMENT_CAP movements of each account (one statement ranks them);
 * a CSV or XLSX download streams every entry of the period.
 */
import {
  GENERAL_LEDGER_MOVEMENT_CAP,
  type GeneralLedger,
  generalLedgerQuerySchema,
  generalLedgerSchema,
  type ParsedGeneralLedgerQuery,
} from '@usaha/shared';
import type { EntryLedgerReads } from '../../entries/entry-ledger.service';
import type { JournalBook } from '../../exports/exports.types';
import type { InvoiceService } from '../../invoices/invoices.service';
import { booksFiltered } from '../ledger-accounts';
import type { ReportContext, ReportDefinition } from '../report-route';
import { buildLedger } from './general-ledger-accounts';
import { type GeneralLedgerRow, generalLedgerTable, LEDGER_WORDS } from './general-ledger-table';

export type GeneralLedgerDeps = {
  ledger: Pick<EntryLedgerReads, 'accounts' | 'firstMovements' | 'everyMovement'>;
  invoices: Pick<InvoiceService, 'paymentTaxes'>;
  journalBooks: (businessId: string) => Promise<JournalBook[]>;
};

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function generalLedgerReport(
  deps: GeneralLedgerDeps,
): ReportDefinition<ParsedGeneralLedgerQuery, GeneralLedger, GeneralLedgerRow> {
  return {
    name: 'general-ledger',
    querystring: generalLedgerQuerySchema,
    data: generalLedgerSchema,
    async read(context: ReportContext<ParsedGeneralLedgerQuery>): Promise<GeneralLedger> {
      const { actor, period } = context;
      const businessId = actor.businessId;
      const cashbookId = period.cashbook_id;
      const range = { from: period.from, to: period.to, cashbookId };
      // The page shows the first movements; the CSV and XLSX give every one (the PDF caps).
      const cap = context.query.format === 'json' ? GENERAL_LEDGER_MOVEMENT_CAP : null;
      const earlier = { from: null, to: dayBefore(period.from), cashbookId };
      const [allBooks, before, during, capped, taxesBefore, taxesDuring] = await Promise.all([
        deps.journalBooks(businessId),
        deps.ledger.accounts(businessId, earlier),
        deps.ledger.accounts(businessId, range),
        cap === null ? null : deps.ledger.firstMovements(businessId, range, cap),
        deps.invoices.paymentTaxes(businessId, earlier),
        deps.invoices.paymentTaxes(businessId, range),
      ]);
      const accounts = await buildLedger({
        from: period.from,
        to: period.to,
        businessCurrency: context.business.currency,
        allBooks,
        books: booksFiltered(allBooks, cashbookId),
        before,
        during,
        taxesBefore,
        taxesDuring,
        movements: capped ?? deps.ledger.everyMovement(businessId, range),
        cap,
        openingDescription: LEDGER_WORDS[context.language].opening,
      });
      return { period, accounts };
    },
    table: generalLedgerTable,
  };
}
