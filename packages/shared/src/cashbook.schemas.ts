/** Contracts of cash books, categories, transfers and balances (DESIGN.md §6 "Cash book"). */
import { z } from 'zod';
import {
  amountSchema,
  currencySchema,
  dataResponse,
  dateSchema,
  idSchema,
  listResponse,
  nonNegativeAmountSchema,
  optionalText,
  signedAmountSchema,
  versionSchema,
} from './common.schemas';

export const CASHBOOK_KINDS = ['cash', 'bank', 'ewallet', 'other'] as const;
export type CashbookKind = (typeof CASHBOOK_KINDS)[number];

const name = z.string().trim().min(1, 'name_required').max(100);

export const cashbookSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(CASHBOOK_KINDS),
  currency: z.string(),
  opening_balance: z.number().int(),
  balance: z.number().int(),
  archived: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Cashbook = z.infer<typeof cashbookSchema>;

export const createCashbookBodySchema = z.object({
  name,
  kind: z.enum(CASHBOOK_KINDS).default('cash'),
  currency: currencySchema.optional(),
  opening_balance: signedAmountSchema.default(0),
});
export type CreateCashbookInput = z.input<typeof createCashbookBodySchema>;

/** The currency is fixed once entries exist, so it is not editable. */
export const updateCashbookBodySchema = z.object({
  version: versionSchema,
  name: name.optional(),
  kind: z.enum(CASHBOOK_KINDS).optional(),
  opening_balance: signedAmountSchema.optional(),
  archived: z.boolean().optional(),
});
export type UpdateCashbookInput = z.input<typeof updateCashbookBodySchema>;

export const cashbookListQuerySchema = z.object({
  include_archived: z.stringbool().default(false),
});

export const cashbookResponseSchema = dataResponse(cashbookSchema);
export const cashbookListResponseSchema = listResponse(
  cashbookSchema,
  z.object({
    next_cursor: z.null(),
    has_more: z.literal(false),
    totals: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
  }),
);

// Categories

export const CATEGORY_KINDS = ['income', 'expense'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

const color = z.string().regex(/^#[0-9a-f]{6}$/i, 'invalid_color');
const icon = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'invalid_icon')
  .max(40);

export const categorySchema = z.object({
  id: idSchema,
  /** As the owner named it, or as it was seeded (in the owner's language then). */
  name: z.string(),
  /**
   * A seeded category's key until it is renamed (seeded-categories.ts): readers show its
   * name in their own language (`categoryLabel`).
   */
  seed_key: z.string().nullable(),
  kind: z.enum(CATEGORY_KINDS),
  color: z.string(),
  icon: z.string(),
  archived: z.boolean(),
  version: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const createCategoryBodySchema = z.object({
  name: z.string().trim().min(1, 'name_required').max(60),
  kind: z.enum(CATEGORY_KINDS),
  color: color.default('#495057'),
  icon: icon.default('tag'),
});
export type CreateCategoryInput = z.input<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z.object({
  version: versionSchema,
  name: z.string().trim().min(1, 'name_required').max(60).optional(),
  color: color.optional(),
  icon: icon.optional(),
  archived: z.boolean().optional(),
});
export type UpdateCategoryInput = z.input<typeof updateCategoryBodySchema>;

export const categoryListQuerySchema = z.object({
  kind: z.enum(CATEGORY_KINDS).optional(),
  include_archived: z.stringbool().default(false),
});

export const categoryResponseSchema = dataResponse(categorySchema);
export const categoryListResponseSchema = listResponse(categorySchema);
export const categoryDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Deleting a category in use archives it instead, so its entries keep their category. */
  archived: z.boolean(),
});

// Transfers

export const transferSchema = z.object({
  id: idSchema,
  from_cashbook_id: idSchema,
  to_cashbook_id: idSchema,
  amount_sent: z.number().int(),
  amount_received: z.number().int(),
  fee: z.number().int(),
  fee_category_id: idSchema.nullable(),
  date: z.string(),
  note: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

const transferFields = {
  from_cashbook_id: idSchema,
  to_cashbook_id: idSchema,
  amount_sent: amountSchema,
  /** Defaults to `amount_sent`; required to differ only between currencies. */
  amount_received: amountSchema.optional(),
  fee: nonNegativeAmountSchema.default(0),
  fee_category_id: idSchema.nullish(),
  date: dateSchema,
  note: optionalText(500),
};

export const createTransferBodySchema = z.object(transferFields);
export type CreateTransferInput = z.input<typeof createTransferBodySchema>;

export const updateTransferBodySchema = z.object({ ...transferFields, version: versionSchema });
export type UpdateTransferInput = z.input<typeof updateTransferBodySchema>;

export const transferListQuerySchema = z.object({
  cashbook_id: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const transferResponseSchema = dataResponse(transferSchema);
export const transferListResponseSchema = listResponse(transferSchema);

// Balance

export const balanceQuerySchema = z.object({ date: dateSchema.optional() });

/** One currency's amount owed on a date, on one side; overdue ones were due before that date. */
export const receivableSchema = z.object({
  currency: z.string(),
  amount_due: z.number().int(),
  count: z.number().int(),
  overdue_amount: z.number().int(),
  overdue_count: z.number().int(),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** What is owed to the business in one currency: its invoices' part and its credits' part. */
export const balanceReceivableSchema = receivableSchema.extend({
  invoices_due: z.number().int(),
  credits: z.number().int(),
});
export type BalanceReceivable = z.infer<typeof balanceReceivableSchema>;

export const balanceSchema = z.object({
  date: z.string(),
  cashbooks: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      kind: z.enum(CASHBOOK_KINDS),
      currency: z.string(),
      archived: z.boolean(),
      balance: z.number().int(),
    }),
  ),
  totals: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
  /**
   * What is owed to the business on the date, per currency: sent invoices issued by then, less
   * their payments dated by then (drafts and void ones owe nothing), and credits (piutang) dated
   * by then, less their payments dated by then, not void by then. Null for a caller who may not
   * see invoices and debts.
   */
  receivables: z.array(balanceReceivableSchema).nullable(),
  /** What the business owes on the date (debts, hutang), counted as the credits are. */
  payables: z.array(receivableSchema).nullable(),
  /**
   * The tax (PPN) in the invoices' payments received by the date, per currency: the state's
   * money, owed (payment-tax.ts); what was paid to the state is not taken off. Null with the
   * receivables.
   */
  tax_owed: z.array(z.object({ currency: z.string(), amount: z.number().int() })).nullable(),
  /** Cash + receivables − payables − tax owed per currency. Null with the receivables. */
  position: z
    .array(
      z.object({
        currency: z.string(),
        cash: z.number().int(),
        receivables: z.number().int(),
        payables: z.number().int(),
        tax_owed: z.number().int(),
        net: z.number().int(),
      }),
    )
    .nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;
export const balanceResponseSchema = dataResponse(balanceSchema);

export const balanceTrendQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
  date: dateSchema.optional(),
});
export const balanceTrendSchema = z.object({
  /**
   * Month ends, oldest first; the last one is the chosen date. A point's totals hold only the
   * currencies of books started by that date (a book starts at its first entry or the day it was
   * opened, whichever is earlier): a currency absent from them has no balance to show there.
   */
  points: z.array(
    z.object({
      date: z.string(),
      totals: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
    }),
  ),
});
export type BalanceTrend = z.infer<typeof balanceTrendSchema>;
export const balanceTrendResponseSchema = dataResponse(balanceTrendSchema);
