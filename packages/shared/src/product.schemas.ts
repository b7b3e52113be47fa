/** Contracts of products: what a business sells (DESIGN.md §6 "Contacts, products"). */
import { z } from 'zod';
import {
  dataResponse,
  idSchema,
  limitSchema,
  listResponse,
  nonNegativeAmountSchema,
  optionalText,
  versionSchema,
} from './common.schemas';

/** Tax rates are basis points: PPN 11% is 1100, 12% is 1200. */
export const taxRateSchema = z.number().int('tax_rate_basis_points').min(0).max(10_000);

/** Quantities may be fractional (2.5 kg), to three decimals; stock may go below zero. */
export const quantitySchema = z
  .number()
  .min(-1_000_000_000)
  .max(1_000_000_000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'too_many_decimals');

/**
 * A SKU is optional (a warung has none; nothing is made up for it): empty or left out is none,
 * null. Those given are unique per business in any letter case.
 */
export const skuSchema = z
  .string()
  .max(64)
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(
    z
      .string()
      .regex(/^[\p{L}\p{N}._\-/#]+$/u, 'invalid_sku')
      .nullable(),
  );

export const productSchema = z.object({
  id: idSchema,
  sku: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  /** Minor units of the business currency. */
  price: z.number().int(),
  cost: z.number().int().nullable(),
  currency: z.string(),
  tax_rate: z.number().int(),
  active: z.boolean(),
  stock_quantity: z.number().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productFields = {
  sku: skuSchema,
  name: z.string().trim().min(1, 'name_required').max(160),
  description: optionalText(2000),
  unit: z.string().trim().min(1).max(20).default('pcs'),
  price: nonNegativeAmountSchema,
  cost: nonNegativeAmountSchema.nullish().transform((value) => value ?? null),
  tax_rate: taxRateSchema.default(0),
  active: z.boolean().default(true),
  stock_quantity: quantitySchema.nullish().transform((value) => value ?? null),
};

export const createProductBodySchema = z.object(productFields);
export type CreateProductInput = z.input<typeof createProductBodySchema>;

export const updateProductBodySchema = z.object({
  version: versionSchema,
  sku: productFields.sku.optional(),
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  unit: z.string().trim().min(1).max(20).optional(),
  price: nonNegativeAmountSchema.optional(),
  cost: nonNegativeAmountSchema.nullable().optional(),
  tax_rate: taxRateSchema.optional(),
  active: z.boolean().optional(),
  stock_quantity: quantitySchema.nullable().optional(),
});
export type UpdateProductInput = z.input<typeof updateProductBodySchema>;

export const productListQuerySchema = z.object({
  /** Matches the SKU or the name. */
  q: z.string().trim().max(100).optional(),
  active: z.stringbool().optional(),
  /** The last row's lower-case name and id: a long name in another script takes room. */
  cursor: z.string().max(1000).optional(),
  limit: limitSchema,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** The picker of a form: the best 20 active products for what was typed. */
export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});

export const productResponseSchema = dataResponse(productSchema);
export const productListResponseSchema = listResponse(productSchema);
export const productSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(productSchema),
});

/** (price − cost) / price in basis points; null without a cost or a price. */
export function marginBasisPoints(price: number, cost: number | null): number | null {
  if (cost === null || price <= 0) return null;
  return Math.round(((price - cost) * 10_000) / price);
}
