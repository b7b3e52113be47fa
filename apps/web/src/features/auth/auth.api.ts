import { apiRequest } from '../../lib/api-client';

type MessageResponse = { success: boolean; message: string };

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest('/v1/auth/password/forgot/', {
    method: 'POST',
    body: { email },
    auth: false,
    csrf: true,
  });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiRequest('/v1/auth/password/reset/', {
    method: 'POST',
    body: { token, password },
    auth: false,
    csrf: true,
  });
}
