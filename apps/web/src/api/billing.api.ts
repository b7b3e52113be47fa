/** The plans, the business's subscription and its payments (`/v1/billing/…`). */
import type { Checkout, CheckoutBody, Payment, Plan, Subscription } from '@usaha/shared';
import { apiBlob, apiRequest } from '../lib/api-client';
import { requestData } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';

export function getPlans(): Promise<Plan[]> {
  return requestData<Plan[]>('/v1/billing/plans/');
}

export function getSubscription(): Promise<Subscription> {
  return requestData<Subscription>('/v1/billing/subscription/');
}

/** A payment for the plan, and where the browser goes to pay it. */
export function startCheckout(body: CheckoutBody): Promise<Checkout> {
  return requestData<Checkout>('/v1/billing/checkout/', { method: 'POST', body });
}

/** Stops (`cancel`) or restarts (`resume`) the renewal at the period's end. */
export async function changeRenewal(change: 'cancel' | 'resume'): Promise<void> {
  await apiRequest(`/v1/billing/subscription/${change}/`, { method: 'POST' });
}

export function getPayments(): Promise<Payment[]> {
  return requestData<Payment[]>('/v1/billing/payments/');
}

export function getPayment(id: string): Promise<Payment> {
  return requestData<Payment>(`/v1/billing/payments/${id}/`);
}

/** A paid payment's receipt (PDF). */
export function getReceipt(payment: Pick<Payment, 'id' | 'reference'>): Promise<DownloadedFile> {
  return fetchFile(
    `/v1/billing/payments/${payment.id}/receipt/`,
    `kwitansi-${payment.reference}.pdf`,
  );
}

/** A bank transfer's proof (a photo or PDF of the slip): its type is read from its bytes. */
export function uploadPaymentProof(id: string, file: Blob): Promise<Payment> {
  return requestData<Payment>(`/v1/billing/payments/${id}/proof/`, { method: 'POST', raw: file });
}

/** The proof as it was sent. */
export function getPaymentProof(id: string): Promise<Blob> {
  return apiBlob(`/v1/billing/payments/${id}/proof/`);
}
