/** The public contact call: POST /v1/contact/ without a session (docs/api-contract-auth.md). */
import type { ContactMessageBody } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';

export type ContactResponse = { success: true; message: string };

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
