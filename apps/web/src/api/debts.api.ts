/**
 * Debts and credits (`/v1/debts/…`, contract: debt.schemas): the list and the per-contact summary
 * by cursor with their totals, one record, its writes, payments, timeline and WhatsApp reminder;
 * a contact's position and statement link (the portal's public statement is debt-statements.api.ts).
 */
import type {
  ContactPosition,
  CreateDebtBody,
  Debt,
  DebtFilter,
  DebtHistoryItem,
  DebtPayment,
  DebtReminder,
  DebtSummaryItem,
  DebtSummarySide,
  DebtTotals,
  ListMeta,
  Page,
  PositionFigures,
  RecordDebtPaymentBody,
  StatementLink,
  UpdateDebtBody,
} from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type DebtListMeta = ListMeta & { totals: DebtTotals[] | null };
export type DebtPage = Page<Debt, DebtListMeta>;
export type DebtListQuery = DebtFilter & { cursor?: string; limit?: number };

export type DebtSummaryMeta = ListMeta & { totals: PositionFigures[] | null };
export type DebtSummaryPage = Page<DebtSummaryItem, DebtSummaryMeta>;
export type DebtSummaryFilter = { side: DebtSummarySide; q?: string };

export function listDebts(query: DebtListQuery): Promise<DebtPage> {
  return requestPage<Debt, DebtListMeta>(`/v1/debts/${toQueryString(query)}`);
}

/** Per contact, overdue first, then the largest amount on the side asked for. */
export function debtSummary(
  query: DebtSummaryFilter & { cursor?: string; limit?: number },
): Promise<DebtSummaryPage> {
  return requestPage<DebtSummaryItem, DebtSummaryMeta>(
    `/v1/debts/summary/${toQueryString({ ...query, overdue_first: true })}`,
  );
}

export function getDebt(id: string): Promise<Debt> {
  return requestData<Debt>(`/v1/debts/${id}/`);
}

export function createDebt(body: CreateDebtBody, idempotencyKey?: string): Promise<Debt> {
  return requestData<Debt>('/v1/debts/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateDebt(id: string, body: UpdateDebtBody): Promise<Debt> {
  return requestData<Debt>(`/v1/debts/${id}/`, { method: 'PATCH', body });
}

/** Only a record without payments; 422 DEBT_HAS_PAYMENTS otherwise (void it instead). */
export function deleteDebt(id: string): Promise<void> {
  return requestDelete(`/v1/debts/${id}/`);
}

export function voidDebt(id: string, version: number): Promise<Debt> {
  return requestData<Debt>(`/v1/debts/${id}/void/`, { method: 'POST', body: { version } });
}

export function listDebtPayments(id: string): Promise<DebtPayment[]> {
  return requestData<DebtPayment[]>(`/v1/debts/${id}/payments/`);
}

export function recordDebtPayment(
  id: string,
  body: RecordDebtPaymentBody,
  idempotencyKey?: string,
): Promise<DebtPayment> {
  return requestData<DebtPayment>(`/v1/debts/${id}/payments/`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function deleteDebtPayment(id: string, paymentId: string): Promise<void> {
  return requestDelete(`/v1/debts/${id}/payments/${paymentId}/`);
}

export function debtHistory(id: string): Promise<DebtHistoryItem[]> {
  return requestData<DebtHistoryItem[]>(`/v1/debts/${id}/history/`);
}

/** Records the reminder as sent and answers the `wa.me` link with its prepared message. */
export function sendDebtReminder(id: string, language?: 'id' | 'en'): Promise<DebtReminder> {
  return requestData<DebtReminder>(`/v1/debts/${id}/reminders/`, {
    method: 'POST',
    body: language ? { language } : {},
  });
}

export function contactPosition(contactId: string): Promise<ContactPosition> {
  return requestData<ContactPosition>(`/v1/contacts/${contactId}/position/`);
}

/** Creates the contact's statement link, or returns the one that exists. */
export function createStatementLink(contactId: string): Promise<StatementLink> {
  return requestData<StatementLink>(`/v1/contacts/${contactId}/statement-link/`, {
    method: 'POST',
  });
}

export function revokeStatementLink(contactId: string): Promise<void> {
  return requestDelete(`/v1/contacts/${contactId}/statement-link/`);
}
