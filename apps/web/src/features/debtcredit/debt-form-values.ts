/**
 * The record form's values, the bodies they make (a new record, or the changes of one), the
 * form's own checks with the shared contracts, and the server's refusals on the fields.
 */
import {
  AppError,
  type CreateDebtBody,
  createDebtBodySchema,
  type Debt,
  type DebtKind,
  type UpdateDebtBody,
  updateDebtBodySchema,
} from '@usaha/shared';
import type { TFunction } from 'i18next';
import { serverFieldErrors } from '../../lib/error-message';
import { validateFields } from '../../lib/validate';

/** The likelier kind of a contact made on the spot first: customers owe, suppliers are owed. */
export const NEW_CONTACT_KINDS = {
  credit: ['customer', 'supplier'],
  debt: ['supplier', 'customer'],
} as const;

export type DebtFormValues = {
  contact_id: string | null;
  amount: number | null;
  date: string;
  due_date: string;
  description: string;
  reference: string;
  /** Whether cash moves at creation (a loan given or taken), and through which book. */
  cash: boolean;
  cashbook_id: string | null;
};

export function initialValues(
  debt: Debt | null,
  today: string,
  contactId: string | null = null,
): DebtFormValues {
  return {
    contact_id: debt?.contact_id ?? contactId,
    amount: debt?.amount ?? null,
    date: debt?.date ?? today,
    due_date: debt?.due_date ?? '',
    description: debt?.description ?? '',
    reference: debt?.reference ?? '',
    cash: Boolean(debt?.cashbook_id),
    cashbook_id: debt?.cashbook_id ?? null,
  };
}

/** The fields a new record and an edit share, as the contract takes them. */
function recordFields(values: DebtFormValues) {
  return {
    contact_id: values.contact_id ?? '',
    amount: values.amount ?? Number.NaN,
    date: values.date,
    due_date: values.due_date || null,
    description: values.description.trim() || null,
    reference: values.reference.trim() || null,
  };
}

export function createBody(kind: DebtKind, values: DebtFormValues): CreateDebtBody {
  return { kind, ...recordFields(values), cashbook_id: values.cash ? values.cashbook_id : null };
}

export function updateBody(debt: Debt, values: DebtFormValues): UpdateDebtBody {
  return { version: debt.version, ...recordFields(values) };
}

const message = (field: string) => `debtcredit:invalid.${field}`;

/** The form's checks before sending: the contract's, a book when cash moves, not below paid. */
export function checkDebt(
  t: TFunction,
  body: CreateDebtBody | UpdateDebtBody,
  values: DebtFormValues,
  debt: Debt | null,
  formatPaid: (paid: number) => string,
): Record<string, string> {
  const errors = debt
    ? validateFields(updateDebtBodySchema, body, t, message)
    : validateFields(createDebtBodySchema, body, t, message);
  if (!debt && values.cash && !values.cashbook_id) errors.cashbook_id = t(message('cashbook_id'));
  if (debt && !errors.amount && (values.amount ?? 0) < debt.paid) {
    errors.amount = t('debtcredit:form.belowPaid', { paid: formatPaid(debt.paid) });
  }
  if (!errors.due_date && values.due_date && values.due_date < values.date) {
    errors.due_date = t(message('due_date'));
  }
  return errors;
}

/** The server's refusals, on the fields they name: its field errors, and the amount below paid. */
export function serverDebtErrors(
  t: TFunction,
  error: Error,
  debt: Debt | null,
  formatPaid: (paid: number) => string,
): Record<string, string> {
  if (error instanceof AppError && error.code === 'DEBT_AMOUNT_BELOW_PAID' && debt) {
    return { amount: t('debtcredit:form.belowPaid', { paid: formatPaid(debt.paid) }) };
  }
  return serverFieldErrors(t, error, 'debtcredit:invalid');
}
