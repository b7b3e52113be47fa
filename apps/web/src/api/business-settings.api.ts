/** The business's profile, defaults and logo (`/v1/settings/application/`, settings.schemas). */
import type { BusinessSettings, UpdateBusinessSettingsBody } from '@usaha/shared';
import { apiBlob } from '../lib/api-client';
import { requestData } from '../lib/api-data';

const PATH = '/v1/settings/application/';

export function getApplicationSettings(): Promise<BusinessSettings> {
  return requestData<BusinessSettings>(PATH);
}

/** A stale `version` is 409 VERSION_CONFLICT. */
export function updateApplicationSettings(
  body: UpdateBusinessSettingsBody,
): Promise<BusinessSettings> {
  return requestData<BusinessSettings>(PATH, { method: 'PUT', body });
}

/** The image itself as the body; the server reads its type from its bytes (PNG, JPEG, WebP). */
export function uploadLogo(file: Blob): Promise<BusinessSettings> {
  return requestData<BusinessSettings>(`${PATH}logo/`, { method: 'POST', raw: file });
}

export function removeLogo(): Promise<BusinessSettings> {
  return requestData<BusinessSettings>(`${PATH}logo/`, { method: 'DELETE' });
}

/** `logo_url` names the image behind the bearer token; it changes with every new logo. */
export function fetchLogo(logoUrl: string): Promise<Blob> {
  return apiBlob(logoUrl);
}
