/**
 * The general ledger as one table for its downloads: per account a head row with the opening,
 * each movement with its running balance, and a closing row. The PDF shows at most
 * GENERAL_LEDGER_MOVEMENT_CAP movements of an account and says how many more the CSV has.
 */
import { GENERAL_LEDGER_MOVEMENT_CAP, type GeneralLedger } from '@usaha/shared';
import {
  amountCell,
  EMPTY_CELL,
  type ExportCell,
  textCell,
} from '../../../lib/table-export/table-cell';
import type { ReportContext } from '../report-route';
import type { ReportTable, Words } from '../report-table';

export type GeneralLedgerRow = {
  kind: 'opening' | 'movement' | 'closing' | 'more';
  account: string;
  currency: string;
  date: string | null;
  description: string;
  reference: string | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
};

export const LEDGER_WORDS: Words<{
  title: string;
  filename: string;
  columns: [string, string, string, string, string, string, string];
  opening: string;
  closing: string;
  more: (count: number) => string;
}> = {
  id: {
    title: 'Buku besar',
    filename: 'buku-besar',
    columns: ['Akun', 'Tanggal', 'Keterangan', 'Referensi', 'Debit', 'Kredit', 'Saldo'],
    opening: 'Saldo awal',
    closing: 'Saldo akhir',
    more: (count) => `${count} mutasi lagi ada di unduhan CSV/XLSX`,
  },
  en: {
    title: 'General ledger',
    filename: 'general-ledger',
    columns: ['Account', 'Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'],
    opening: 'Opening balance',
    closing: 'Closing balance',
    more: (count) => `${count} more movements are in the CSV/XLSX download`,
  },
};

const money = (minor: number | null, currency: string): ExportCell =>
  minor === null ? EMPTY_CELL : amountCell(minor, currency);

export function generalLedgerTable(
  data: GeneralLedger,
  context: Pick<ReportContext<{ format: string }>, 'language' | 'query'>,
): ReportTable<GeneralLedgerRow> {
  const words = LEDGER_WORDS[context.language];
  const cap = context.query.format === 'pdf' ? GENERAL_LEDGER_MOVEMENT_CAP : null;
  const rows: GeneralLedgerRow[] = [];
  for (const account of data.accounts) {
    const base = { account: account.account, currency: account.currency, reference: null };
    rows.push({
      ...base,
      kind: 'opening',
      date: data.period.from,
      description: words.opening,
      debit: null,
      credit: null,
      balance: account.opening,
    });
    const shown = cap === null ? account.movements : account.movements.slice(0, cap);
    for (const movement of shown) {
      rows.push({ ...base, kind: 'movement', ...movement });
    }
    const hidden = account.movement_count - shown.length;
    if (hidden > 0) {
      rows.push({
        ...base,
        kind: 'more',
        date: null,
        description: words.more(hidden),
        debit: null,
        credit: null,
        balance: null,
      });
    }
    rows.push({
      ...base,
      kind: 'closing',
      date: data.period.to,
      description: words.closing,
      debit: account.debit,
      credit: account.credit,
      balance: account.closing,
    });
  }
  const [account, date, description, reference, debit, credit, balance] = words.columns;
  return {
    title: words.title,
    filename: words.filename,
    columns: [
      { title: account, width: 30, cell: (row) => textCell(row.account) },
      {
        title: date,
        width: 12,
        cell: (row) => (row.date === null ? EMPTY_CELL : { type: 'date', iso: row.date }),
      },
      { title: description, width: 36, cell: (row) => textCell(row.description) },
      { title: reference, width: 16, cell: (row) => textCell(row.reference) },
      { title: debit, width: 18, cell: (row) => money(row.debit, row.currency) },
      { title: credit, width: 18, cell: (row) => money(row.credit, row.currency) },
      { title: balance, width: 18, cell: (row) => money(row.balance, row.currency) },
    ],
    rows,
    rightFrom: 4,
    strong: (row) => row.kind === 'opening' || row.kind === 'closing',
  };
}
