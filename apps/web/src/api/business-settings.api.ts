/** The business's profile, defaults and images (`/v1/settings/application/`, settings.schemas). */
import type { BusinessSettings, UpdateBusinessSettingsBody } from '@usaha/shared';
import { apiBlob } from '../lib/api-client';
import { requestData } from '../lib/api-data';

const PATH = '/v1/settings/application/';

/** The images of a business: its logo and the QRIS code its customers scan to pay. */
export type BusinessImage = 'logo' | 'qris';

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
export function uploadBusinessImage(image: BusinessImage, file: Blob): Promise<BusinessSettings> {
  return requestData<BusinessSettings>(`${PATH}${image}/`, { method: 'POST', raw: file });
}

export function removeBusinessImage(image: BusinessImage): Promise<BusinessSettings> {
  return requestData<BusinessSettings>(`${PATH}${image}/`, { method: 'DELETE' });
}

/** `logo_url` and `qris_url` name the image behind the bearer token; each changes with its file. */
export function fetchBusinessImage(url: string): Promise<Blob> {
  return apiBlob(url);
}

/** The update body of a form that changes some settings: the rest as they are in `settings`. */
export function changedSettings(
  settings: BusinessSettings,
  changes: Partial<UpdateBusinessSettingsBody>,
): UpdateBusinessSettingsBody {
  const {
    id: _id,
    logo_url: _logo,
    qris_url: _qris,
    invoice_number_preview: _preview,
    ...editable
  } = settings;
  return { ...editable, ...changes };
}
