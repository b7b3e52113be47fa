/**
 * The editor's own checks before anything is sent, and the server's refusals, as one message
 * per field the editor marks (`lines.2.quantity`): the shared contract judges the body, and
 * calculateInvoice what the contract cannot see (a discount larger than what it applies to).
 */
import {
  AppError,
  type CreateInvoiceBody,
  calculateInvoice,
  createInvoiceBodySchema,
  InvoiceMathError,
  type InvoiceMathInput,
} from '@usaha/shared';
import type { TFunction } from 'i18next';
import { fieldOfPath } from './invoice-form-values';

/** The editor's message for a field (its last part: `lines.2.quantity` → `quantity`). */
function messageFor(t: TFunction, field: string, code?: string): string {
  if (code === 'due_before_issue') return t('invoice-editor:invalid.dueBeforeIssue');
  const name = field.split('.').at(-1) ?? field;
  return t(`invoice-editor:invalid.${name}`, { defaultValue: t('common:invalid') });
}

export function checkInvoice(
  t: TFunction,
  body: CreateInvoiceBody,
  math: InvoiceMathInput,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = createInvoiceBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      errors[field] ??= messageFor(t, field, issue.message);
    }
  }
  if (Object.keys(errors).length > 0) return errors;
  try {
    calculateInvoice(math);
  } catch (error) {
    if (!(error instanceof InvoiceMathError)) throw error;
    const field = error.field ? fieldOfPath(error.field.split('.')) : 'lines';
    errors[field] = t(`fields:${error.code}`, error.params);
  }
  return errors;
}

/** The envelope's field errors on the editor's fields, in the words the server chose. */
export function serverInvoiceErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || !error.errors) return {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = fieldOfPath(path.split('.'));
    if (messages[0]) errors[field] ??= messages[0];
  }
  return errors;
}
