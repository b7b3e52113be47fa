/** The one writer of payments and payment_events. */
import type { Payment } from '@usaha/shared';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;

/** Where a bank transfer goes, as the payment shows it. */
export type TransferAccount = NonNullable<Payment['transfer']>;

/** The payment as the API shows it; a bank transfer's with the account it goes to. */
export function toPayment(row: PaymentRow, transfer: TransferAccount | null = null): Payment {
  return {
    id: row.id,
    reference: row.reference,
    plan: row.planCode as Payment['plan'],
    interval: row.interval as Payment['interval'],
    amount: row.amount,
    currency: row.currency,
    provider: row.provider as Payment['provider'],
    status: row.status as Payment['status'],
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    transfer: row.provider === 'manual' ? transfer : null,
    proof_uploaded_at: row.proofUploadedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  };
}

export async function insertPayment(executor: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** One of the business's payments. */
export async function findPayment(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.businessId, businessId), eq(payments.id, id)));
  return row;
}

/** The payment a provider's event names by its reference (the provider's order id). */
export async function findPaymentByReference(
  executor: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await executor.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

export async function lockPayment(executor: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(
  executor: Executor,
  id: string,
  values: Partial<NewPayment>,
): Promise<PaymentRow> {
  const [row] = await executor.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** The business's payments, newest first. */
export function listPaymentRows(executor: Executor, businessId: string, limit: number) {
  return executor
    .select()
    .from(payments)
    .where(eq(payments.businessId, businessId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** Counts a provider's event once: false when it was handled before. */
export async function recordPaymentEvent(
  executor: Executor,
  values: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await executor
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** A payment by its id alone: the sandbox checkout's link names it, its token proves the right. */
export async function findPaymentById(
  executor: Executor,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Pending payments past their time, but for transfers whose proof awaits staff: expired. */
export async function expireStalePayments(executor: Executor, now: Date): Promise<number> {
  const rows = await executor
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(eq(payments.status, 'pending'), lte(payments.expiresAt, now), isNull(payments.proofPath)),
    )
    .returning({ id: payments.id });
  return rows.length;
}

/** Which of these storage keys are plan payments' transfer proofs (the stored-files sweep). */
export async function proofKeysAmong(
  executor: Executor,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await executor
    .select({ key: payments.proofPath })
    .from(payments)
    .where(inArray(payments.proofPath, [...keys]));
  return rows.map((row) => row.key).filter((key): key is string => key !== null);
}
