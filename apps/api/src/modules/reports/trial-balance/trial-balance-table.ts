/** The trial balance as one table for its downloads: each account, then a total per currency. */
import type { TrialBalance, TrialBalanceRow } from '@usaha/shared';
import { amountCell, textCell } from '../../../lib/table-export/table-cell';
import type { ReportContext } from '../report-route';
import type { ReportTable, Words } from '../report-table';

export type TrialBalanceTableRow = TrialBalanceRow & { total: boolean };
type Row = TrialBalanceTableRow;

const WORDS: Words<{
  title: string;
  filename: string;
  account: string;
  currency: string;
  debit: string;
  credit: string;
  total: string;
}> = {
  id: {
    title: 'Neraca saldo',
    filename: 'neraca-saldo',
    account: 'Akun',
    currency: 'Mata uang',
    debit: 'Debit',
    credit: 'Kredit',
    total: 'Jumlah',
  },
  en: {
    title: 'Trial balance',
    filename: 'trial-balance',
    account: 'Account',
    currency: 'Currency',
    debit: 'Debit',
    credit: 'Credit',
    total: 'Total',
  },
};

export function trialBalanceTable(
  data: TrialBalance,
  context: Pick<ReportContext<unknown>, 'language'>,
): ReportTable<Row> {
  const words = WORDS[context.language];
  const rows: Row[] = [];
  for (const total of data.totals) {
    for (const row of data.rows) {
      if (row.currency === total.currency) rows.push({ ...row, total: false });
    }
    rows.push({ account: words.total, kind: 'equity', ...total, total: true });
  }
  return {
    title: words.title,
    filename: words.filename,
    columns: [
      { title: words.account, width: 40, cell: (row) => textCell(row.account) },
      { title: words.currency, width: 10, cell: (row) => textCell(row.currency) },
      { title: words.debit, width: 20, cell: (row) => amountCell(row.debit, row.currency) },
      { title: words.credit, width: 20, cell: (row) => amountCell(row.credit, row.currency) },
    ],
    rows,
    rightFrom: 2,
    strong: (row) => row.total,
  };
}
