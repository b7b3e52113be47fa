/** A product's form values: what the fields start with, and the body they make. */
import type { Product } from '@usaha/shared';
import { basisPointsToPercent, percentToBasisPoints } from '../../lib/decimal-text';
import { parseQuantity, quantityToText } from './product-format';

export type ProductTextField = 'sku' | 'name' | 'unit' | 'tax_rate' | 'stock_quantity';

export function productFormText(
  product: Product | null,
  locale: string,
): Record<ProductTextField, string> {
  return {
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    unit: product?.unit ?? 'pcs',
    tax_rate: product ? basisPointsToPercent(product.tax_rate, locale) : '0',
    stock_quantity: quantityToText(product?.stock_quantity ?? null, locale),
  };
}

export type ProductOtherValues = {
  description: string;
  price: number | null;
  cost: number | null;
  active: boolean;
};

/**
 * The body as the fields read: the tax rate in basis points (null when it is not a
 * percentage), the stock (undefined when it is not a quantity, null when empty). The shared
 * contract then judges it.
 */
export function productBody(text: Record<ProductTextField, string>, other: ProductOtherValues) {
  return {
    sku: text.sku.trim() || null,
    name: text.name.trim(),
    description: other.description.trim() || null,
    unit: text.unit.trim(),
    price: other.price,
    cost: other.cost,
    tax_rate: percentToBasisPoints(text.tax_rate),
    active: other.active,
    stock_quantity: parseQuantity(text.stock_quantity),
  };
}
