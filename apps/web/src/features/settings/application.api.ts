/** The calls of /apps/settings/application: the business profile and defaults, and its logo. */
import type { BusinessSettings, UpdateBusinessSettingsBody } from '@usaha/shared';
import { apiBlob, apiRequest } from '../../lib/api-client';

type Data<T> = { success: true; data: T; message?: string };

const PATH = '/v1/settings/application/';

export async function getApplicationSettings(): Promise<BusinessSettings> {
  return (await apiRequest<Data<BusinessSettings>>(PATH)).data;
}

/** A stale `version` is 409 VERSION_CONFLICT. */
export async function updateApplicationSettings(
  body: UpdateBusinessSettingsBody,
): Promise<BusinessSettings> {
  return (await apiRequest<Data<BusinessSettings>>(PATH, { method: 'PUT', body })).data;
}

/** The image itself as the body; the server reads its type from its bytes (PNG, JPEG, WebP). */
export async function uploadLogo(file: Blob): Promise<BusinessSettings> {
  return (await apiRequest<Data<BusinessSettings>>(`${PATH}logo/`, { method: 'POST', raw: file }))
    .data;
}

export async function removeLogo(): Promise<BusinessSettings> {
  return (await apiRequest<Data<BusinessSettings>>(`${PATH}logo/`, { method: 'DELETE' })).data;
}

/** `logo_url` names the image behind the bearer token; it changes with every new logo. */
export function fetchLogo(logoUrl: string): Promise<Blob> {
  return apiBlob(logoUrl);
}
