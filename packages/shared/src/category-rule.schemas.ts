/**
 * Contracts of category rules (issue 13): "a statement row whose description contains INDOMARET
 * goes to Belanja stok". The import preview suggests by them first, in their order.
 */
import { z } from 'zod';
import { dataResponse, idSchema, listResponse, versionSchema } from './common.schemas';
import { tidyRuleText } from './statement-words';

/** The rows a rule is for: money in, money out, or either (its category's kind still decides). */
export const RULE_DIRECTIONS = ['in', 'out', 'any'] as const;
export type RuleDirection = (typeof RULE_DIRECTIONS)[number];

/** A business keeps at most this many rules: each preview row is compared with each of them. */
export const MAX_CATEGORY_RULES = 500;

/** Compared case-insensitively with spaces normalised; two characters at least, so not everything matches. */
const contains = z.string().overwrite(tidyRuleText).min(2).max(100);
/** 1 is the first rule asked. */
const position = z.number().int().min(1).max(MAX_CATEGORY_RULES);

export const categoryRuleSchema = z.object({
  id: idSchema,
  contains: z.string(),
  direction: z.enum(RULE_DIRECTIONS),
  category_id: idSchema,
  /** 1-based: the rules are asked in this order and the first that matches suggests. */
  position: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CategoryRule = z.infer<typeof categoryRuleSchema>;

export const createCategoryRuleBodySchema = z.object({
  contains,
  direction: z.enum(RULE_DIRECTIONS).default('any'),
  category_id: idSchema,
  /** Where the rule goes; the others move down. Last when not given. */
  position: position.optional(),
});
export type CreateCategoryRuleInput = z.input<typeof createCategoryRuleBodySchema>;

export const updateCategoryRuleBodySchema = z.object({
  version: versionSchema,
  contains: contains.optional(),
  direction: z.enum(RULE_DIRECTIONS).optional(),
  category_id: idSchema.optional(),
  /** Moves the rule to this place (past the last: the last); the others close up. */
  position: position.optional(),
});
export type UpdateCategoryRuleInput = z.input<typeof updateCategoryRuleBodySchema>;

export const categoryRuleResponseSchema = dataResponse(categoryRuleSchema);
export const categoryRuleListResponseSchema = listResponse(
  categoryRuleSchema,
  z.object({ next_cursor: z.null(), has_more: z.literal(false) }),
);
export const categoryRuleDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** Why a preview row got its suggested category: a saved rule, or a like entry of the books. */
export const categorySuggestionSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('rule'),
    category_id: idSchema,
    rule_id: idSchema,
    contains: z.string(),
  }),
  z.object({
    source: z.literal('history'),
    category_id: idSchema,
    entry_id: idSchema,
    /** The entry's date and description, to say "like the transaction of 12/10". */
    date: z.string(),
    description: z.string(),
  }),
]);
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
