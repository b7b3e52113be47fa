/** Client-side checks with the shared zod contracts, turned into one translated message per field. */
import type { TFunction } from 'i18next';

type Issue = { path: readonly PropertyKey[] };
export type SafeParser = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
};

/**
 * `messageKey(field)` names the translation shown for an invalid field; `fieldOf(path)` names the
 * field an issue belongs to (by default the top one, so an issue deep in a list marks the list).
 */
export function validateFields(
  schema: SafeParser,
  values: unknown,
  t: TFunction,
  messageKey: (field: string) => string,
  fieldOf: (path: readonly PropertyKey[]) => PropertyKey | undefined = (path) => path[0],
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (typeof field === 'string' && !errors[field]) errors[field] = t(messageKey(field));
  }
  return errors;
}

/**
 * A `messageKey` from the form's own message per field; a field the form has no message for
 * (its input cannot normally send such a value) says only that it needs checking.
 */
export function messagesByField(keys: Record<string, string>): (field: string) => string {
  return (field) => keys[field] ?? 'common:invalid';
}
