/**
 * The labels banks print on balance and total lines ("SALDO AWAL", "Mutasi Kredit",
 * "Closing balance"), in Indonesian and English: such lines are not transactions, but their
 * numbers let the parser check the transactions it read.
 */

export type SummaryLabel = 'opening' | 'closing' | 'credits' | 'debits' | 'total';

const LABELS: ReadonlyMap<string, SummaryLabel> = new Map(
  (
    [
      [
        'opening',
        'saldo awal',
        'saldo sebelumnya',
        'saldo awal periode',
        'opening balance',
        'beginning balance',
        'starting balance',
        'previous balance',
        'balance brought forward',
        'brought forward',
      ],
      [
        'closing',
        'saldo akhir',
        'saldo akhir periode',
        'closing balance',
        'ending balance',
        'final balance',
        'balance carried forward',
        'carried forward',
      ],
      [
        'credits',
        'mutasi kredit',
        'total mutasi kredit',
        'total transaksi kredit',
        'total kredit',
        'jumlah kredit',
        'total credit',
        'total credits',
      ],
      [
        'debits',
        'mutasi debet',
        'mutasi debit',
        'total mutasi debet',
        'total mutasi debit',
        'total transaksi debet',
        'total transaksi debit',
        'total debet',
        'total debit',
        'total debits',
        'jumlah debet',
        'jumlah debit',
      ],
      ['total', 'total', 'jumlah', 'grand total', 'subtotal', 'sub total'],
    ] as const
  ).flatMap(([label, ...texts]) => texts.map((text) => [text, label] as const)),
);

/** Lower-case words only: "Saldo Akhir :" and "SALDO AKHIR" are the same label. */
export function normalizeLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The summary label a cell holds exactly, or null: "Saldo" in a description is no label. */
export function summaryLabel(cell: string): SummaryLabel | null {
  return LABELS.get(normalizeLabel(cell)) ?? null;
}
