/**
 * A contact's statement of debts, credits and unpaid invoices (`/v1/portal/statements/{token}/…`,
 * contract: debt.schemas): public, as the invoice portal is, so no session is sent.
 */
import type { PortalStatement } from '@usaha/shared';
import { apiUrl } from '../lib/api-client';
import { requestData } from '../lib/api-data';

export function getPortalStatement(token: string): Promise<PortalStatement> {
  return requestData<PortalStatement>(`/v1/portal/statements/${encodeURIComponent(token)}/`, {
    auth: false,
  });
}

/** A plain link (no token needed), on the API's host wherever that is (SPEC.md §7). */
export function portalStatementPdfUrl(token: string): string {
  return apiUrl(`/v1/portal/statements/${encodeURIComponent(token)}/pdf/`);
}
