/**
 * The contacts (`/v1/contacts/`, contract: contact.schemas): the list by cursor, the picker's
 * search, one contact and the writes.
 */
import type {
  Contact,
  ContactKind,
  CreateContactInput,
  contactDeletedResponseSchema,
  Page,
  ResponseOf,
  UpdateContactInput,
} from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestData, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

/** The contacts list's filters, under the API's names. */
export type ContactFilter = {
  q?: string;
  kind?: Exclude<ContactKind, 'both'>;
  tag?: string;
  include_archived?: boolean;
};
export type ContactListQuery = ContactFilter & { cursor?: string; limit?: number };

export function listContacts(query: ContactListQuery): Promise<Page<Contact>> {
  return requestPage<Contact>(`/v1/contacts/${toQueryString(query)}`);
}

/** The picker's answer: the best 20 active contacts for what was typed. */
export function searchContacts(q: string, kind?: 'customer' | 'supplier'): Promise<Contact[]> {
  // `q` goes even when empty: the picker then lists the first contacts.
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  return requestData<Contact[]>(`/v1/contacts/search/?${params}`);
}

export function getContact(id: string): Promise<Contact> {
  return requestData<Contact>(`/v1/contacts/${id}/`);
}

export function createContact(body: CreateContactInput, idempotencyKey?: string) {
  return requestData<Contact>('/v1/contacts/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateContact(id: string, body: UpdateContactInput): Promise<Contact> {
  return requestData<Contact>(`/v1/contacts/${id}/`, { method: 'PUT', body });
}

/** A contact that entries point at is archived instead of deleted: `archived` says which. */
export async function deleteContact(id: string): Promise<{ archived: boolean }> {
  const response = await apiRequest<ResponseOf<typeof contactDeletedResponseSchema>>(
    `/v1/contacts/${id}/`,
    { method: 'DELETE' },
  );
  return { archived: response.archived };
}
