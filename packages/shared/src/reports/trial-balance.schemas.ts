/**
 * Trial balance (issue 16): every account's balance at the end of a day (`date`, else the
 * period's `to`), as a debit or a credit, per currency; debits equal credits. The accounts and
 * figures are those `hledger balance` gives for the journal export on that day. A transfer whose
 * other side is in another currency (or outside the cash book asked for) leaves a difference per
 * currency, shown on `Equity:Transfers` as the journal does for a transfer's missing side.
 */
import { z } from 'zod';
import { dateSchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';
import { LEDGER_ACCOUNT_KINDS } from './general-ledger.schemas';

export const trialBalanceQuerySchema = reportQueryOf({ date: dateSchema.optional() });
export type ParsedTrialBalanceQuery = z.output<typeof trialBalanceQuerySchema>;
export type TrialBalanceQuery = z.input<typeof trialBalanceQuerySchema>;

const minor = z.number().int();

export const trialBalanceRowSchema = z.object({
  account: z.string(),
  kind: z.enum(LEDGER_ACCOUNT_KINDS),
  currency: z.string(),
  /** One of the two is zero: a positive balance is a debit, a negative one a credit. */
  debit: minor,
  credit: minor,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>;

export const trialBalanceTotalSchema = z.object({
  currency: z.string(),
  debit: minor,
  credit: minor,
});

export const trialBalanceSchema = z.object({
  period: reportPeriodSchema,
  /** The day the balances are at the end of. */
  date: z.string(),
  rows: z.array(trialBalanceRowSchema),
  /** Per currency, the business's first. */
  totals: z.array(trialBalanceTotalSchema),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
