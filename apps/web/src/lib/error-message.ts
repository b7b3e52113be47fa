/** Shows an error in the user's language: translated by code, else the server's message. */
import { AppError, isErrorCode } from '@usaha/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Codes that name what is wrong with one field well enough to show on that field. */
const FIELD_CODES = new Set(['USERNAME_TAKEN', 'EMAIL_TAKEN', 'WEAK_PASSWORD', 'WRONG_PASSWORD']);

/** Codes whose server message says more than the code's own words (which limit, which plan). */
const WORDED_BY_SERVER = new Set(['PLAN_LIMIT']);

export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof AppError && WORDED_BY_SERVER.has(error.code) && error.message) {
    return error.message;
  }
  if (error instanceof AppError && isErrorCode(error.code)) {
    return t(`errors:${error.code}`, { defaultValue: error.message });
  }
  if (error instanceof Error && error.message) return error.message;
  return t('errors:INTERNAL_ERROR');
}

/** Field errors from the envelope, one message per field, for the form's inputs. */
export function fieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || !error.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    result[field] = FIELD_CODES.has(error.code) ? t(`errors:${error.code}`) : first;
  }
  return result;
}

/**
 * The envelope's field errors split by the fields a form shows: `shown` goes on them, `others`
 * (a field the form does not have, such as a proposed username) must be said above the form.
 */
export function splitFieldErrors(
  t: TFunction,
  error: unknown,
  fields: readonly string[],
): { shown: Record<string, string>; others: string[] } {
  const entries = Object.entries(fieldErrors(t, error));
  return {
    shown: Object.fromEntries(entries.filter(([name]) => fields.includes(name))),
    others: entries.filter(([name]) => !fields.includes(name)).map(([, message]) => message),
  };
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => errorMessage(t, error);
}

/**
 * `errors: {phone: [...]}` shown under the `<prefix>.<field>` translation, falling back to the
 * server's own message for a field without one.
 */
export function serverFieldErrors(
  t: TFunction,
  error: unknown,
  prefix: string,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(t, error))) {
    result[field] = t(`${prefix}.${field}`, { defaultValue: message });
  }
  return result;
}
