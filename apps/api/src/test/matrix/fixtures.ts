/**
 * What the route matrix puts into a URL's path parameters, and the body it sends: the record of
 * business A a parameter names, and a minimal valid body where a route takes one, so a caller gets
 * past validation to the lookup (an outsider must then meet 404, not 400).
 * A new route with a parameter fails the matrix with "no fixture for <url>" until it has a line here.
 */
import { jpegUpload, type RequestSpec } from './record-helpers';
import type { RecordSet } from './records';

type IdOf = (records: RecordSet) => Promise<string>;
const reason = 'Route matrix check';
const id =
  (record: (records: RecordSet) => Promise<{ id: string }>): IdOf =>
  async (records) =>
    (await record(records)).id;

/** An image id that names none. */
const NO_SUCH_IMAGE = '0b6f6a52-5a4e-4d0e-9a55-00000000dead';

/** The URL up to and including a parameter → the id of A's record (or the token) it names. */
export const PATH_PARAMS: Record<string, IdOf> = {
  '/api/v1/cashbooks/:id': id((r) => r.book()),
  '/api/v1/categories/:id': id((r) => r.category()),
  '/api/v1/category-rules/:id': id((r) => r.categoryRule()),
  '/api/v1/entries/:id': id((r) => r.entry()),
  '/api/v1/attachments/:id': id((r) => r.attachment()),
  '/api/v1/transfers/:id': id((r) => r.transfer()),
  '/api/v1/imports/:id': id((r) => r.statementImport()),
  '/api/v1/contacts/:id': id((r) => r.contact()),
  '/api/v1/products/:id': id((r) => r.product()),
  '/api/v1/notes/:id': id((r) => r.note()),
  '/api/v1/activities/:id': id((r) => r.activity()),
  '/api/v1/notifications/:id': id((r) => r.notification()),
  '/api/v1/privacy/sessions/:id': id((r) => r.session()),
  '/api/v1/team/members/:user_id': id((r) => r.member()),
  '/api/v1/team/invitations/:id': id((r) => r.invitation()),
  '/api/v1/invitations/:token': id((r) => r.invitationLink()),
  '/api/v1/invoices/:id': id((r) => r.invoice()),
  '/api/v1/invoices/:id/payments/:payment_id': id((r) => r.invoicePayment()),
  '/api/v1/portal/invoices/:token': id((r) => r.shareLink()),
  '/api/v1/recurring-invoices/:id': id((r) => r.recurringInvoice()),
  '/api/v1/debts/:id': id((r) => r.debt()),
  '/api/v1/debts/:id/payments/:payment_id': id((r) => r.debtPayment()),
  '/api/v1/portal/statements/:token': id((r) => r.statementLink()),
  '/api/v1/billing/payments/:id': id((r) => r.payment()),
  '/api/v1/billing/sandbox/:id': id((r) => r.payment()),
  '/api/v1/billing/webhooks/:provider': async () => 'sandbox',
  '/api/v1/admin/subscriptions/:id': id((r) => r.business()),
  '/api/v1/admin/payments/:id': id((r) => r.payment()),
  '/api/v1/admin/plans/:code': async () => 'bisnis',
  '/api/v1/admin/staff/:id': id((r) => r.member()),
  '/api/v1/admin/blog/posts/:id': id((r) => r.blogDraft()),
  '/api/v1/admin/testimonials/:id': id((r) => r.testimonial()),
  // Public reads, named here for the fuzz run (the matrix asks public rows as written).
  '/api/v1/blog/posts/:slug': async () => 'tidak-ada-artikel-ini',
  '/api/v1/blog/covers/:id': async () => NO_SUCH_IMAGE,
  '/api/v1/blog/covers/:id/:file': async () => '480.webp',
  '/api/v1/testimonials/photos/:id': async () => NO_SUCH_IMAGE,
  '/api/v1/testimonials/photos/:id/:file': async () => '128.webp',
};

/**
 * `METHOD url` → the answer every signed-in caller with access gets, whatever their business:
 * where the fixture, not the role, decides.
 */
export const FIXED_ANSWERS: Record<string, number> = {
  // The link's invitation went to an address none of the callers has: a leaked link admits no one.
  'POST /api/v1/invitations/:token/accept/': 403,
};

const versionOf = (record: (records: RecordSet) => Promise<{ version: number }>) => {
  return async (records: RecordSet): Promise<RequestSpec> => ({
    body: { version: (await record(records)).version },
  });
};

/** `METHOD url` → a valid body for a route with a record parameter and a body. */
export const VALID_BODIES: Record<string, (records: RecordSet) => Promise<RequestSpec>> = {
  'PUT /api/v1/cashbooks/:id/': versionOf((r) => r.book()),
  'PUT /api/v1/categories/:id/': versionOf((r) => r.category()),
  'PUT /api/v1/category-rules/:id/': versionOf((r) => r.categoryRule()),
  'PUT /api/v1/entries/:id/': versionOf((r) => r.entry()),
  'PUT /api/v1/contacts/:id/': versionOf((r) => r.contact()),
  'PUT /api/v1/products/:id/': versionOf((r) => r.product()),
  'PUT /api/v1/notes/:id/': versionOf((r) => r.note()),
  'PUT /api/v1/transfers/:id/': async (r) => {
    const { from_cashbook_id, to_cashbook_id, amount_sent, date, version } = await r.transfer();
    return { body: { from_cashbook_id, to_cashbook_id, amount_sent, date, version } };
  },
  'POST /api/v1/entries/:id/attachments/': async () => jpegUpload(),
  'PUT /api/v1/invoices/:id/': versionOf((r) => r.invoice()),
  'POST /api/v1/invoices/:id/payments/': async (r) => ({
    body: { amount: 1_00, cashbook_id: (await r.book()).id },
  }),
  'PUT /api/v1/recurring-invoices/:id/': versionOf((r) => r.recurringInvoice()),
  // A new amount for the credit, whose cash the book lent: its entry changes with it.
  'PATCH /api/v1/debts/:id/': async (r) => ({
    body: { version: (await r.debt()).version, amount: 600_000_00 },
  }),
  'POST /api/v1/debts/:id/void/': versionOf((r) => r.debt()),
  'POST /api/v1/debts/:id/payments/': async (r) => ({
    body: { amount: 1_00, cashbook_id: (await r.book()).id },
  }),
  'PUT /api/v1/team/members/:user_id/': async () => ({ body: { role: 'cashier' } }),
  // Staff's actions, each with its reason (the admin rows come last: A's plan matters no more).
  'POST /api/v1/admin/subscriptions/:id/extend/': async () => ({ body: { days: 1, reason } }),
  'POST /api/v1/admin/subscriptions/:id/plan/': async () => ({ body: { plan: 'pro', reason } }),
  'POST /api/v1/admin/subscriptions/:id/cancel/': async () => ({ body: { reason } }),
  'POST /api/v1/admin/payments/:id/confirm/': async () => ({ body: { reason } }),
  'POST /api/v1/admin/payments/:id/reject/': async () => ({ body: { reason } }),
  'PUT /api/v1/admin/plans/:code/': async () => ({
    body: {
      monthly_price: 14_900_000,
      yearly_price: 149_000_000,
      limits: { users: 20, cashbooks: null, invoices_per_month: null },
      reason,
    },
  }),
  'POST /api/v1/admin/staff/': async () => ({
    body: { email: 'nobody-at-all@example.com', role: 'staff', reason },
  }),
  // A role the member does not hold: nothing changes.
  'POST /api/v1/admin/staff/:id/revoke/': async () => ({ body: { role: 'editor', reason } }),
  'POST /api/v1/billing/payments/:id/proof/': async () => jpegUpload(),
  'PUT /api/v1/admin/blog/posts/:id/': versionOf((r) => r.blogDraft()),
  'POST /api/v1/admin/blog/posts/': async () => ({ body: { title: 'Route matrix post' } }),
  'POST /api/v1/admin/blog/posts/:id/publish/': versionOf((r) => r.blogDraft()),
  'POST /api/v1/admin/blog/posts/:id/unpublish/': versionOf((r) => r.blogDraft()),
  'POST /api/v1/admin/blog/posts/:id/schedule/': async (r) => ({
    body: {
      version: (await r.blogDraft()).version,
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  }),
  'POST /api/v1/admin/blog/posts/:id/cover/': async () => jpegUpload(),
  'POST /api/v1/admin/testimonials/': async () => ({
    body: { name: 'Route matrix', quote: 'Tercatat rapi.' },
  }),
  'PUT /api/v1/admin/testimonials/:id/': versionOf((r) => r.testimonial()),
  'POST /api/v1/admin/testimonials/:id/photo/': async () => jpegUpload(),
};

export class NoFixture extends Error {}

/** The URL with each parameter replaced by the id of A's record it names. */
export async function resolveUrl(url: string, records: RecordSet): Promise<string> {
  let resolved = url;
  for (const match of url.matchAll(/:\w+/g)) {
    const param = url.slice(0, (match.index ?? 0) + match[0].length);
    const idOf = PATH_PARAMS[param];
    if (!idOf) throw new NoFixture(`no fixture for ${url}`);
    resolved = resolved.replace(match[0], await idOf(records));
  }
  return resolved;
}

/** Whether the URL names a record by a path parameter. */
export const namesRecord = (url: string) => /\/:\w+/.test(url);
