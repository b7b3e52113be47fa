/**
 * The contacts calls of the contacts pages: the list by cursor and the writes. One contact by id
 * and the picker's search live in contact-lookup.ts, which other areas use too.
 */
import type { Contact, CreateContactInput, UpdateContactInput } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toQueryString } from '../../lib/query-string';
import type { ContactFilter } from './use-contact-filters';

type Data<T> = { success: true; data: T };

export type Page<T> = { data: T[]; next_cursor: string | null; has_more: boolean };
export type ContactListQuery = ContactFilter & { cursor?: string; limit?: number };

export async function listContacts(query: ContactListQuery): Promise<Page<Contact>> {
  const response = await apiRequest<
    Data<Contact[]> & { meta: { next_cursor: string | null; has_more: boolean } }
  >(`/v1/contacts/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function createContact(
  body: CreateContactInput,
  idempotencyKey = newIdempotencyKey(),
): Promise<Contact> {
  const response = await apiRequest<Data<Contact>>('/v1/contacts/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}

export async function updateContact(id: string, body: UpdateContactInput): Promise<Contact> {
  return (await apiRequest<Data<Contact>>(`/v1/contacts/${id}/`, { method: 'PUT', body })).data;
}

/** A contact that entries point at is archived instead of deleted: `archived` says which. */
export async function deleteContact(id: string): Promise<{ archived: boolean }> {
  const response = await apiRequest<{ success: true; archived: boolean }>(`/v1/contacts/${id}/`, {
    method: 'DELETE',
  });
  return { archived: response.archived };
}
