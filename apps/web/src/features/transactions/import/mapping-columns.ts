/** Pure helpers of the column-mapping step: the columns a sample has and what they are called. */
import type { ImportPreview, StatementAmountMapping, StatementMapping } from '@usaha/shared';

type Sample = ImportPreview['sample'];

const LABEL_MAX = 28;

function clip(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > LABEL_MAX ? `${clean.slice(0, LABEL_MAX - 1)}…` : clean;
}

/**
 * One option per column of the sample, named by its number and what the header line (or else
 * the first line below it) holds there: "1 · Tanggal Transaksi".
 */
export function columnOptions(
  sample: Sample,
  headerLine: number,
): { value: string; label: string }[] {
  const width = Math.max(0, ...sample.map((row) => row.cells.length));
  const header = sample.find((row) => row.line === headerLine)?.cells ?? [];
  const below = sample.filter((row) => row.line > headerLine);
  return Array.from({ length: width }, (_, index) => {
    const title =
      header[index]?.trim() || below.find((row) => row.cells[index]?.trim())?.cells[index];
    const text = title ? clip(title) : '';
    return { value: String(index), label: text ? `${index + 1} · ${text}` : String(index + 1) };
  });
}

/** Switching the amount mode keeps the columns already chosen where they still make sense. */
export function switchAmountMode(
  current: StatementAmountMapping,
  mode: StatementAmountMapping['mode'],
): StatementAmountMapping {
  const first = current.mode === 'debit_credit' ? current.debit_column : current.column;
  const second =
    current.mode === 'debit_credit'
      ? current.credit_column
      : current.mode === 'amount_type'
        ? current.type_column
        : first + 1;
  switch (mode) {
    case 'signed':
      return { mode, column: first };
    case 'debit_credit':
      return { mode, debit_column: first, credit_column: second };
    case 'amount_type':
      return { mode, column: first, type_column: second };
    default: {
      const exhaustive: never = mode;
      throw new Error(`Unknown amount mode ${String(exhaustive)}`);
    }
  }
}

export type MappingProblem = 'year' | 'taken';

/**
 * What the shared contract would refuse, found before asking the server, keyed by the field's
 * path: a DD/MM date without a year, and a column used for two things.
 */
export function mappingProblems(mapping: StatementMapping): Record<string, MappingProblem> {
  const problems: Record<string, MappingProblem> = {};
  if (mapping.date_format === 'DD/MM' && mapping.year === undefined) problems.year = 'year';
  const { amount } = mapping;
  const used: [string, number | undefined][] = [
    ['date_column', mapping.date_column],
    ['description_column', mapping.description_column],
    ['reference_column', mapping.reference_column],
    ['balance_column', mapping.balance_column],
  ];
  switch (amount.mode) {
    case 'signed':
      used.push(['amount.column', amount.column]);
      break;
    case 'debit_credit':
      used.push(['amount.debit_column', amount.debit_column]);
      used.push(['amount.credit_column', amount.credit_column]);
      break;
    case 'amount_type':
      used.push(['amount.column', amount.column]);
      used.push(['amount.type_column', amount.type_column]);
      break;
  }
  const seen = new Set<number>();
  for (const [path, column] of used) {
    if (column === undefined) continue;
    if (seen.has(column)) problems[path] = 'taken';
    else seen.add(column);
  }
  return problems;
}
