/** The public contact form (`/v1/contact/`, no session; docs/api-contract-auth.md). */
import type { ContactMessageBody, messageResponseSchema, ResponseOf } from '@usaha/shared';
import { apiRequest } from '../lib/api-client';

export type ContactResponse = ResponseOf<typeof messageResponseSchema>;

export function sendContactMessage(
  body: ContactMessageBody,
  signal?: AbortSignal,
): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/v1/contact/', {
    method: 'POST',
    body,
    auth: false,
    ...(signal ? { signal } : {}),
  });
}
