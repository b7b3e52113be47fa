/** The API's field errors on the directory forms, in the user's language. */
import type { TFunction } from 'i18next';
import { fieldErrors } from '../../lib/error-message';

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
