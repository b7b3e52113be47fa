import type { AuthUser, ChangePasswordBody, UpdateProfileBody } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';

export function updateProfile(
  body: UpdateProfileBody,
): Promise<{ success: boolean; user: AuthUser; message: string }> {
  return apiRequest('/v1/account/profile/', { method: 'PUT', body });
}

export function changePassword(
  body: ChangePasswordBody,
): Promise<{ success: boolean; message: string }> {
  return apiRequest('/v1/account/password/', { method: 'POST', body });
}
