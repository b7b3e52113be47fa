/** The contact an entry may point at, checked inside the entry's transaction. */
import { AppError } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findContact, lockContactForInvoice, lockContactForLink } from './contacts.repository';

/**
 * An entry (or a debt) may point at a contact of its own business (else 404, as for any other
 * tenant's row); a newly linked contact must not be archived. The key-share lock keeps the
 * contact from being deleted until the entry is written. Answers its name.
 */
export async function requireLinkableContact(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<{ name: string }> {
  const row = await lockContactForLink(executor, businessId, contactId);
  if (!row) throw notFound('Contact');
  if (row.archivedAt !== null) {
    throw new AppError('CONTACT_ARCHIVED', 'This contact is archived', {
      issues: [{ field: 'contact_id', code: 'contact_archived' }],
    });
  }
  return { name: row.name };
}

/** A contact as an invoice freezes it (its customer snapshot). */
export type InvoiceCustomer = {
  name: string;
  company: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  tax_id: string | null;
};

/**
 * The customer an invoice is newly made out to, key-share locked until the invoice is written:
 * of this business (else 404) and not archived (422), as for an entry.
 */
export async function requireInvoiceCustomer(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<InvoiceCustomer> {
  const row = await lockContactForInvoice(executor, businessId, contactId);
  if (!row) throw notFound('Contact');
  if (row.archivedAt !== null) {
    throw new AppError('CONTACT_ARCHIVED', 'This contact is archived', {
      issues: [{ field: 'contact_id', code: 'contact_archived' }],
    });
  }
  // The address as a letter shows it: the street, then the city.
  const address = [row.address, row.city].filter((part) => part).join('\n') || null;
  return {
    name: row.name,
    company: row.company,
    address,
    phone: row.phone,
    email: row.email,
    tax_id: row.taxId,
  };
}

/** Where a contact is reached now: an open invoice is sent here, not to its frozen customer. */
export type ContactReach = { phone: string | null; email: string | null };

export async function contactReachOf(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<ContactReach | null> {
  const row = await findContact(executor, businessId, contactId);
  return row ? { phone: row.phone, email: row.email } : null;
}
