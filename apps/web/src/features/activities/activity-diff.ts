/**
 * What an activity changed: its `before` and `after` side by side, field by field, each marked
 * changed or not. Records are objects; anything else is one value compared whole.
 */
export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** The field name used when `before`/`after` are not objects (a list, a number). */
export const WHOLE_VALUE = '';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return false;
}

export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const absent = (value: unknown) => value === null || value === undefined;
  if ((isRecord(before) || absent(before)) && (isRecord(after) || absent(after))) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
    return fields.map((field) => {
      const was = Object.hasOwn(from, field) ? from[field] : undefined;
      const is = Object.hasOwn(to, field) ? to[field] : undefined;
      return { field, before: was, after: is, changed: !sameValue(was ?? null, is ?? null) };
    });
  }
  return [
    {
      field: WHOLE_VALUE,
      before,
      after,
      changed: !sameValue(before ?? null, after ?? null),
    },
  ];
}

/** A value for people: text as it is, objects and lists as indented JSON, nothing as null. */
export function formatValue(value: unknown): { text: string; block: boolean } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return { text: value, block: false };
  if (typeof value === 'object') return { text: JSON.stringify(value, null, 2), block: true };
  return { text: String(value), block: false };
}
