/**
 * Proves a parsed statement adds up: each running balance is the previous one plus the row,
 * and any opening, closing or total the bank printed agrees with the rows, to the minor unit.
 * Sums run in BigInt so no number of rows can lose a unit.
 */
import type { StatementRow } from '@usaha/shared';

/** Figures the statement printed outside the transaction rows (all in minor units). */
export type StatementSummary = {
  openings: number[];
  closings: number[];
  credits: number[];
  debits: number[];
};

export type Reconciliation = {
  opening_balance: number | null;
  closing_balance: number | null;
  balance_verified: boolean;
};

type BalancedRow = Pick<StatementRow, 'date' | 'direction' | 'amount' | 'balance'>;

function signed(row: BalancedRow): bigint {
  return row.direction === 'in' ? BigInt(row.amount) : -BigInt(row.amount);
}

function toSafe(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
    ? Number(value)
    : null;
}

function sum(rows: readonly BalancedRow[], direction: 'in' | 'out'): bigint {
  return rows.reduce(
    (total, row) => (row.direction === direction ? total + BigInt(row.amount) : total),
    0n,
  );
}

/**
 * Opening and closing balance of the statement, and whether everything agrees. Without a
 * balance column, only a printed opening and closing can verify it (opening + Σ in − Σ out =
 * closing); with one, the running balances must chain from the first row to the last. Rows
 * listed newest first (first date after last date) are checked in reverse.
 */
export function reconcile(
  rows: readonly BalancedRow[],
  summary: StatementSummary,
  hasBalanceColumn: boolean,
): Reconciliation {
  const checks: boolean[] = [];
  let balanceChecked = false;
  let opening = summary.openings[0] ?? null;
  let closing = summary.closings[0] ?? null;
  const net = sum(rows, 'in') - sum(rows, 'out');

  const first = rows[0];
  const last = rows.at(-1);
  if (hasBalanceColumn && first && last) {
    const ordered = first.date > last.date ? [...rows].reverse() : rows;
    let chained = true;
    let running: bigint | null = null;
    for (const row of ordered) {
      // A row without its running balance cannot be checked: say so rather than guess.
      if (row.balance === null) chained = false;
      else if (running !== null && BigInt(row.balance) !== running + signed(row)) chained = false;
      running = row.balance === null ? null : BigInt(row.balance);
    }
    checks.push(chained);
    balanceChecked = true;
    const oldest = ordered[0];
    const newest = ordered.at(-1);
    if (oldest?.balance != null) opening ??= toSafe(BigInt(oldest.balance) - signed(oldest));
    if (newest?.balance != null) closing = newest.balance;
  } else if (opening !== null && closing !== null) {
    balanceChecked = true;
  } else if (opening !== null) {
    closing = toSafe(BigInt(opening) + net);
  }

  // Every printed figure must agree, including a second copy of the opening balance.
  if (opening !== null && closing !== null) {
    const expectedClosing = BigInt(opening) + net;
    checks.push(expectedClosing === BigInt(closing));
    for (const value of summary.openings) checks.push(BigInt(value) === BigInt(opening));
    for (const value of summary.closings) checks.push(BigInt(value) === BigInt(closing));
  }
  for (const value of summary.credits) checks.push(BigInt(value) === sum(rows, 'in'));
  for (const value of summary.debits) checks.push(BigInt(value) === sum(rows, 'out'));

  return {
    opening_balance: opening,
    closing_balance: closing,
    balance_verified: balanceChecked && checks.every(Boolean),
  };
}
