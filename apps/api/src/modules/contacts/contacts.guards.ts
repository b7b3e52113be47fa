/** The contact an entry may point at, checked inside the entry's transaction. */
import { AppError } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lockContactForLink } from './contacts.repository';

/**
 * An entry may point at a contact of its own business (else 404, as for any other tenant's
 * row); a newly linked contact must not be archived. The key-share lock keeps the contact from
 * being deleted until the entry is written.
 */
export async function requireLinkableContact(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<void> {
  const row = await lockContactForLink(executor, businessId, contactId);
  if (!row) throw notFound('Contact');
  if (row.archivedAt !== null) {
    throw new AppError('CONTACT_ARCHIVED', 'This contact is archived', {
      issues: [{ field: 'contact_id', code: 'contact_archived' }],
    });
  }
}
