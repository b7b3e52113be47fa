/**
 * The one writer of invoice_sequences: the next number of each period of a business's format.
 * Taking a number upserts the period's row, which locks it until the caller's transaction ends:
 * parallel creates queue on it, and a create that rolls back gives its number back (no gaps).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceSequences } from '../../db/schema/index';

/** Takes the period's next number (1 for a new period) and moves the sequence on. */
export async function takeSequenceNumber(
  tx: Executor,
  businessId: string,
  period: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ businessId, period, next: 2 })
    .onConflictDoUpdate({
      target: [invoiceSequences.businessId, invoiceSequences.period],
      set: { next: sql`${invoiceSequences.next} + 1` },
    })
    .returning({ next: invoiceSequences.next });
  if (!row) throw new Error('invoice sequence upsert returned nothing');
  return row.next - 1;
}

/** The number the period's next invoice gets (1 when it has none yet). */
export async function sequenceNext(
  executor: Executor,
  businessId: string,
  period: string,
): Promise<number> {
  const [row] = await executor
    .select({ next: invoiceSequences.next })
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.businessId, businessId), eq(invoiceSequences.period, period)));
  return row?.next ?? 1;
}

/** Sets the period's next number (the settings form's "next invoice number"). */
export async function setSequenceNext(
  tx: Executor,
  businessId: string,
  period: string,
  next: number,
): Promise<void> {
  await tx
    .insert(invoiceSequences)
    .values({ businessId, period, next })
    .onConflictDoUpdate({
      target: [invoiceSequences.businessId, invoiceSequences.period],
      set: { next },
    });
}
