/**
 * The generic shape of a CSV/XLSX download: a column is a title and a function from a row to
 * one cell; the writers decide how each kind of cell looks in each format.
 */
export type ExportCell =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  /** YYYY-MM-DD */
  | { type: 'date'; iso: string }
  /** Signed integer minor units of `currency`. */
  | { type: 'amount'; minor: number; currency: string }
  /** A plain number: a count, a quantity with up to three decimals. */
  | { type: 'number'; value: number }
  /** A rate in integer basis points (1100 = 11%). */
  | { type: 'percent'; basisPoints: number };

export type TableColumn<T> = {
  /** The localised header text. */
  title: string;
  /** XLSX column width in characters; 24 when left out. */
  width?: number;
  cell: (row: T) => ExportCell;
};

export const EMPTY_CELL: ExportCell = { type: 'empty' };

/** Null and undefined become an empty cell. */
export function textCell(value: string | null | undefined): ExportCell {
  return value === null || value === undefined ? EMPTY_CELL : { type: 'text', text: value };
}

export function amountCell(minor: number | null, currency: string): ExportCell {
  return minor === null ? EMPTY_CELL : { type: 'amount', minor, currency };
}

export function numberCell(value: number | null): ExportCell {
  return value === null ? EMPTY_CELL : { type: 'number', value };
}

export function percentCell(basisPoints: number | null): ExportCell {
  return basisPoints === null ? EMPTY_CELL : { type: 'percent', basisPoints };
}

/**
 * Basis points as an exact decimal percentage, trailing zeros dropped: 1100 → "11",
 * 1150 → "11.5", 5 → "0.05". `shift` moves the point further left (2 gives a fraction: "0.11").
 */
export function basisPointsText(basisPoints: number, shift = 0): string {
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError('basis points must be an integer');
  const decimals = 2 + shift;
  const digits = Math.abs(basisPoints)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return `${basisPoints < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
