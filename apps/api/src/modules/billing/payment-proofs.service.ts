/**
 * A bank transfer's proof (issue 17): a photo or scan of the transfer slip, sent by the business
 * and read by staff before they confirm the payment. Its type is read from its bytes; an image is
 * checked for size as a logo is (staff's browser draws it). A proof sent for a checkout that ran
 * out of time brings it back to pending: the money may have moved, and staff decide. A transfer
 * with its proof waits for staff and does not expire.
 */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type AttachmentType,
  PAYMENT_PROOF_MAX_BYTES,
  PAYMENT_PROOF_TYPES,
  type Payment,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { discardFiles, type FileStorage, type StorageLog } from '../../storage/file-storage';
import { requireAcceptableImage } from '../../storage/image-size';
import { sniffType } from '../../storage/sniff';
import {
  findPayment,
  findPaymentById,
  lockPayment,
  proofKeysAmong,
  type TransferAccount,
  toPayment,
  updatePayment,
} from './payments.repository';

export const PROOF_TYPE_MESSAGE = 'A proof must be a PNG, JPEG or WebP image or a PDF.';
export const PROOF_SIZE_MESSAGE = 'The file is too large: the limit is 2 MB.';

function proofTypeOf(data: Uint8Array): AttachmentType | null {
  const type = sniffType(data)?.contentType ?? null;
  return type && (PAYMENT_PROOF_TYPES as readonly string[]).includes(type) ? type : null;
}

export function createPaymentProofs(deps: {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  log: StorageLog;
  transfer: TransferAccount | null;
}) {
  const { db } = deps.database;
  const discard = discardFiles(deps.storage, deps.log);

  return {
    async attach(actor: Actor, id: string, data: Buffer): Promise<Payment> {
      if (data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file is empty', {
          issues: [{ field: 'file', code: 'file_empty' }],
        });
      }
      if (data.length > PAYMENT_PROOF_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', PROOF_SIZE_MESSAGE);
      }
      const type = proofTypeOf(data);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROOF_TYPE_MESSAGE);
      if (type !== 'application/pdf') requireAcceptableImage(data, type);
      const found = await findPayment(db, actor.businessId, id);
      if (!found) throw notFound('Payment');
      if (found.provider !== 'manual') {
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 'Only a bank transfer takes a proof');
      }
      const key = `${actor.businessId}/payment-proof-${randomUUID()}`;
      await deps.storage.put(key, data);
      let result: { payment: Payment; oldKey: string | null };
      try {
        result = await db.transaction(async (tx) => {
          const payment = await lockPayment(tx, found.id);
          if (!payment) throw notFound('Payment');
          if (payment.status !== 'pending' && payment.status !== 'expired') {
            throw new AppError('PAYMENT_NOT_PENDING', 'This payment is already settled');
          }
          const now = deps.clock.now();
          // With its proof, a transfer waits for staff, not for the clock (it no longer expires).
          const row = await updatePayment(tx, payment.id, {
            proofPath: key,
            proofUploadedAt: now,
            status: 'pending',
          });
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'subscription.proof',
            entityType: 'payment',
            entityId: payment.id,
            before: { status: payment.status, proof_uploaded_at: payment.proofUploadedAt },
            after: { status: row.status, proof_uploaded_at: now.toISOString() },
          });
          return { payment: toPayment(row, deps.transfer), oldKey: payment.proofPath };
        });
      } catch (error) {
        await discard([key]);
        throw error;
      }
      if (result.oldKey) await discard([result.oldKey]);
      return result.payment;
    },

    /** The proof's bytes and type: the business's own payment, or (businessId null) staff's. */
    async read(businessId: string | null, id: string) {
      const payment = businessId
        ? await findPayment(db, businessId, id)
        : await findPaymentById(db, id);
      const key = payment?.proofPath;
      const data = key ? await deps.storage.read(key) : null;
      const contentType = data ? proofTypeOf(data) : null;
      if (!data || !contentType) {
        if (key) deps.log.error({ key }, 'stored payment proof is missing');
        throw notFound('Proof');
      }
      return { data, contentType, filename: `bukti-${payment?.reference ?? id}` };
    },
  };
}

export type PaymentProofs = ReturnType<typeof createPaymentProofs>;

/** Which of these storage keys are transfer proofs (the stored-files sweep). */
export function paymentProofKeysAmong(
  executor: Executor,
  keys: readonly string[],
): Promise<string[]> {
  return proofKeysAmong(executor, keys);
}
