/**
 * Loan instalments for the tools page (issue 16): flat rate (bunga flat, as koperasi and
 * leasing quote it: interest on the original principal every month) and effective rate
 * (bunga efektif/anuitas: equal payments, interest on what is still owed). Money is minor
 * units, the yearly rate basis points; every figure is computed exactly and rounded once.
 */
import { BASIS_POINTS, divideRounded, split } from '../money';

export type LoanInput = {
  principal: number;
  /** Yearly interest rate in basis points (12% = 1200). */
  yearly_rate: number;
  months: number;
};

export type LoanRow = {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balance: number;
};

export type LoanPlan = {
  /** The first month's payment (flat: all equal but for a unit; effective: the last adjusts). */
  payment: number;
  total_interest: number;
  total_paid: number;
  schedule: LoanRow[];
};

const MONTHS_A_YEAR = 12n;

function check({ principal, yearly_rate, months }: LoanInput) {
  if (!Number.isSafeInteger(principal) || principal <= 0)
    throw new RangeError('principal must be a positive whole amount');
  if (!Number.isSafeInteger(yearly_rate) || yearly_rate < 0 || yearly_rate > 100_000)
    throw new RangeError('yearly_rate must be 0–100,000 basis points');
  if (!Number.isSafeInteger(months) || months < 1 || months > 360)
    throw new RangeError('months must be 1–360');
}

function plan(schedule: LoanRow[]): LoanPlan {
  const total_interest = schedule.reduce((sum, row) => sum + row.interest, 0);
  const total_paid = schedule.reduce((sum, row) => sum + row.payment, 0);
  return { payment: schedule[0]?.payment ?? 0, total_interest, total_paid, schedule };
}

/** Flat: interest = principal × rate × months / 12, spread evenly with the principal. */
export function flatLoan(input: LoanInput): LoanPlan {
  check(input);
  const { principal, yearly_rate, months } = input;
  const interest = Number(
    divideRounded(
      BigInt(principal) * BigInt(yearly_rate) * BigInt(months),
      BASIS_POINTS * MONTHS_A_YEAR,
      'half-up',
    ),
  );
  const principalParts = split(principal, months);
  const interestParts = split(interest, months);
  let balance = principal;
  const schedule = principalParts.map((part, index) => {
    const paidInterest = interestParts[index] ?? 0;
    balance -= part;
    return {
      month: index + 1,
      payment: part + paidInterest,
      principal: part,
      interest: paidInterest,
      balance,
    };
  });
  return plan(schedule);
}

/**
 * Effective (annuity): payment = P·r / (1 − (1 + r)^−n) with r = rate / 12, computed as one
 * exact fraction of integers and rounded half-up; each month's interest is the balance × r
 * rounded half-up, and the last payment takes what is left, so the balance ends at zero.
 */
export function effectiveLoan(input: LoanInput): LoanPlan {
  check(input);
  const { principal, yearly_rate, months } = input;
  const scale = BASIS_POINTS * MONTHS_A_YEAR;
  const rate = BigInt(yearly_rate);
  let payment: number;
  if (rate === 0n) {
    payment = Number(divideRounded(BigInt(principal), BigInt(months), 'ceil'));
  } else {
    const grown = (scale + rate) ** BigInt(months);
    const base = scale ** BigInt(months);
    payment = Number(
      divideRounded(BigInt(principal) * rate * grown, scale * (grown - base), 'half-up'),
    );
  }
  let balance = principal;
  const schedule: LoanRow[] = [];
  for (let month = 1; month <= months; month++) {
    const interest = Number(divideRounded(BigInt(balance) * rate, scale, 'half-up'));
    const last = month === months;
    const paidPrincipal = last ? balance : Math.min(balance, payment - interest);
    balance -= paidPrincipal;
    schedule.push({
      month,
      payment: paidPrincipal + interest,
      principal: paidPrincipal,
      interest,
      balance,
    });
  }
  return plan(schedule);
}
