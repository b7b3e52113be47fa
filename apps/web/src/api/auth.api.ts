/**
 * The password-reset calls (`/v1/auth/password/…`) and the email verification links
 * (`/v1/auth/verify-email/…`); login, registration, refresh, profile and logout are the session's
 * own and live in lib/auth.ts.
 */
import type { messageResponseSchema, ResponseOf } from '@usaha/shared';
import { apiRequest } from '../lib/api-client';

type Message = ResponseOf<typeof messageResponseSchema>;

export function requestPasswordReset(email: string): Promise<Message> {
  return apiRequest<Message>('/v1/auth/password/forgot/', {
    method: 'POST',
    body: { email },
    auth: false,
    csrf: true,
  });
}

export function resetPassword(token: string, password: string): Promise<Message> {
  return apiRequest<Message>('/v1/auth/password/reset/', {
    method: 'POST',
    body: { token, password },
    auth: false,
    csrf: true,
  });
}

/** Verifies the address a mailed link was sent to; no login needed. */
export function verifyEmail(token: string): Promise<Message> {
  return apiRequest<Message>('/v1/auth/verify-email/', {
    method: 'POST',
    body: { token },
    auth: false,
    csrf: true,
  });
}

/** Mails the signed-in user a new verification link. */
export function resendVerification(): Promise<Message> {
  return apiRequest<Message>('/v1/auth/verify-email/resend/', { method: 'POST', body: {} });
}
