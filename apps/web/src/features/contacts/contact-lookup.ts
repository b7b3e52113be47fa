/** The contact reads that other areas use: the picker's search and one contact by id. */

import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';

type Data<T> = { success: true; data: T };

export const contactLookupKeys = {
  search: (q: string, kind?: string) => ['contacts', 'search', q, kind ?? 'all'] as const,
  one: (id: string) => ['contacts', 'detail', id] as const,
};

export function searchContacts(q: string, kind?: 'customer' | 'supplier'): Promise<Contact[]> {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  return apiRequest<Data<Contact[]>>(`/v1/contacts/search/?${params}`).then((r) => r.data);
}

export function fetchContact(id: string): Promise<Contact> {
  return apiRequest<Data<Contact>>(`/v1/contacts/${id}/`).then((r) => r.data);
}

/** One contact, shared with every other reader of the same id. */
export function useContact(id: string | null, enabled = true) {
  return useQuery({
    queryKey: contactLookupKeys.one(id ?? ''),
    queryFn: () => fetchContact(id ?? ''),
    enabled: Boolean(id) && enabled,
    staleTime: 60_000,
  });
}
