/**
 * Route-matrix rows of billing: the plans are public, the subscription and payments its
 * managers'; providers' webhooks and the sandbox checkout are public, their signature or link
 * token the right to them.
 */
import type { MatrixRow } from './row';

const manage = (method: string, url: string): MatrixRow => ({
  method,
  url,
  access: { permission: 'billing.manage' },
  anonymous: 401,
});

export const BILLING_ROUTES: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/billing/plans/', access: 'public', anonymous: 200 },
  manage('GET', '/api/v1/billing/subscription/'),
  manage('POST', '/api/v1/billing/checkout/'),
  manage('POST', '/api/v1/billing/subscription/cancel/'),
  manage('POST', '/api/v1/billing/subscription/resume/'),
  manage('GET', '/api/v1/billing/payments/'),
  manage('GET', '/api/v1/billing/payments/:id/'),
  manage('GET', '/api/v1/billing/payments/:id/receipt/'),
  manage('POST', '/api/v1/billing/payments/:id/proof/'),
  manage('GET', '/api/v1/billing/payments/:id/proof/'),
  // As written, `:provider` names no provider and `:id` no payment: refused as invalid input.
  { method: 'POST', url: '/api/v1/billing/webhooks/:provider/', access: 'public', anonymous: 400 },
  { method: 'GET', url: '/api/v1/billing/sandbox/:id/', access: 'public', anonymous: 400 },
  // The sandbox page's form is its only body: JSON is not one.
  { method: 'POST', url: '/api/v1/billing/sandbox/:id/', access: 'public', anonymous: 415 },
];
