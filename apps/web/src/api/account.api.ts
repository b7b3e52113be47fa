/** The signed-in user's own account (`/v1/account/…`, contract: auth.schemas). */
import type {
  ChangePasswordBody,
  messageResponseSchema,
  ProfileResponse,
  ResponseOf,
  UpdateProfileBody,
} from '@usaha/shared';
import { apiRequest } from '../lib/api-client';

export function updateProfile(body: UpdateProfileBody): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/v1/account/profile/', { method: 'PUT', body });
}

export function changePassword(
  body: ChangePasswordBody,
): Promise<ResponseOf<typeof messageResponseSchema>> {
  return apiRequest('/v1/account/password/', { method: 'POST', body });
}
