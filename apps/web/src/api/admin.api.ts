/** The admin area's API (`/v1/admin/…`): platform staff only. */
import type {
  AdminOverview,
  AdminSubscription,
  AdminSubscriptionDetail,
  ChangePlanBody,
  ExtendSubscriptionBody,
  GrantStaffBody,
  Payment,
  Plan,
  PlanCode,
  PlatformAuditEntry,
  PlatformRole,
  PlatformStaff,
  SubscriptionStatus,
  UpdatePlanBody,
} from '@usaha/shared';
import { apiBlob } from '../lib/api-client';
import { requestData, requestPage, toQueryString } from '../lib/api-data';

export function getAdminOverview(): Promise<AdminOverview> {
  return requestData<AdminOverview>('/v1/admin/overview/');
}

export type AdminSubscriptionFilter = {
  q?: string;
  plan?: PlanCode;
  status?: SubscriptionStatus;
  ending_soon?: boolean;
};

const SUBSCRIPTIONS = '/v1/admin/subscriptions/';
export const ADMIN_PAGE_SIZE = 30;

export function listAdminSubscriptions(filter: AdminSubscriptionFilter, cursor: string | null) {
  const query = toQueryString({
    q: filter.q || undefined,
    plan: filter.plan,
    status: filter.status,
    ending_soon: filter.ending_soon ? 'true' : undefined,
    cursor: cursor ?? undefined,
    limit: ADMIN_PAGE_SIZE,
  });
  return requestPage<AdminSubscription>(`${SUBSCRIPTIONS}${query}`);
}

export function getAdminSubscription(businessId: string): Promise<AdminSubscriptionDetail> {
  return requestData<AdminSubscriptionDetail>(`${SUBSCRIPTIONS}${businessId}/`);
}

export type SubscriptionAction =
  | { kind: 'extend'; body: ExtendSubscriptionBody }
  | { kind: 'plan'; body: ChangePlanBody }
  | { kind: 'cancel'; body: { reason: string } };

export function actOnSubscription(businessId: string, action: SubscriptionAction) {
  return requestData<AdminSubscription>(`${SUBSCRIPTIONS}${businessId}/${action.kind}/`, {
    method: 'POST',
    body: action.body,
  });
}

/** Staff settle a bank transfer: `confirm` activates its plan, `reject` fails it. */
export function settleTransfer(id: string, verdict: 'confirm' | 'reject', reason: string) {
  return requestData<Payment>(`/v1/admin/payments/${id}/${verdict}/`, {
    method: 'POST',
    body: { reason },
  });
}

export function getTransferProof(id: string): Promise<Blob> {
  return apiBlob(`/v1/admin/payments/${id}/proof/`);
}

export function listPlatformAudit(businessId: string | null, cursor: string | null) {
  const query = toQueryString({
    business_id: businessId ?? undefined,
    cursor: cursor ?? undefined,
    limit: ADMIN_PAGE_SIZE,
  });
  return requestPage<PlatformAuditEntry>(`/v1/admin/audit/${query}`);
}

export function listPlatformStaff(): Promise<PlatformStaff[]> {
  return requestData<PlatformStaff[]>('/v1/admin/staff/');
}

/** Superadmins only: a platform role for the account with this (proven) address. */
export function grantStaffRole(body: GrantStaffBody): Promise<PlatformStaff[]> {
  return requestData<PlatformStaff[]>('/v1/admin/staff/', { method: 'POST', body });
}

export function revokeStaffRole(userId: string, role: PlatformRole, reason: string) {
  return requestData<PlatformStaff[]>(`/v1/admin/staff/${userId}/revoke/`, {
    method: 'POST',
    body: { role, reason },
  });
}

/** New prices and limits for a plan; running subscriptions keep their price until renewal. */
export function updatePlan(code: PlanCode, body: UpdatePlanBody): Promise<Plan> {
  return requestData<Plan>(`/v1/admin/plans/${code}/`, { method: 'PUT', body });
}
