/** The products an invoice's or a schedule's lines may name, checked inside the caller's transaction. */
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lockProductIds } from './products.repository';

type Line = { product_id?: string | null | undefined };

const namedIn = (lines: readonly Line[]) => [
  ...new Set(lines.flatMap((line) => (line.product_id ? [line.product_id] : []))),
];

/**
 * The lines name products of this business only (else 404, as for any other tenant's id); those
 * products are key-share locked until the lines are written, so none is deleted meanwhile.
 * `known` ids (a schedule's own, stored before) pass unchecked: one deleted since stays valid.
 */
export async function requireLineProducts(
  executor: Executor,
  businessId: string,
  lines: readonly Line[],
  known: ReadonlySet<string> = new Set(),
): Promise<void> {
  const wanted = namedIn(lines).filter((id) => !known.has(id));
  if (wanted.length === 0) return;
  const found = await lockProductIds(executor, businessId, wanted);
  if (wanted.some((id) => !found.has(id))) throw notFound('Product');
}

/**
 * The lines with the link to a product no longer there taken off (a schedule's template names a
 * product deleted since: its invoice bills the line as it was, without the link); the products
 * kept are key-share locked as above.
 */
export async function unlinkGoneProducts<L extends Line>(
  executor: Executor,
  businessId: string,
  lines: readonly L[],
): Promise<L[]> {
  const wanted = namedIn(lines);
  if (wanted.length === 0) return [...lines];
  const found = await lockProductIds(executor, businessId, wanted);
  return lines.map((line) =>
    line.product_id && !found.has(line.product_id) ? { ...line, product_id: null } : line,
  );
}
