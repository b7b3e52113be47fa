/** A plan payment as the API answers it, for the billing pages' tests. */
import type { Payment } from '@usaha/shared';

export function samplePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '0b6f6a52-5a4e-4d0e-9a55-00000000cc01',
    reference: 'USH-ABCDEFGH23',
    plan: 'pro',
    interval: 'monthly',
    amount: 49_000_00,
    currency: 'IDR',
    provider: 'sandbox',
    status: 'paid',
    period_start: '2026-11-27T03:00:00.000Z',
    period_end: '2026-12-27T03:00:00.000Z',
    paid_at: '2026-11-27T03:00:00.000Z',
    expires_at: '2026-11-28T03:00:00.000Z',
    created_at: '2026-11-27T03:00:00.000Z',
    transfer: null,
    proof_uploaded_at: null,
    rejection_reason: null,
    ...overrides,
  };
}
