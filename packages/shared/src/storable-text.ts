/**
 * Text the books can keep exactly: no NUL (PostgreSQL text cannot hold U+0000) and well-formed
 * UTF-16 (a lone surrogate would be stored as U+FFFD, silently changing what was sent). Checked
 * once for every string a request carries (the API's validator) and every cell of an import.
 */

/** Where `text` first holds a U+0000 or a surrogate that is not half of a pair; -1 if nowhere. */
export function unstorableIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return index;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return index;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return index;
    }
  }
  return -1;
}

export function isStorableText(text: string): boolean {
  return unstorableIndex(text) === -1;
}

/** The line (from 1) of a file's text where it first holds what cannot be stored. */
export function unstorableLine(text: string): number {
  const index = unstorableIndex(text);
  if (index === -1) return 0;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1))
    line++;
  return line;
}

export type UnstorableText = { path: (string | number)[]; text: string };

/**
 * The first string (or object key) in `value` that is not storable, with its path, or undefined.
 * Walks parsed JSON, query objects and arrays; depth is bounded by the JSON parser's own limits.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly (string | number)[] = [],
): UnstorableText | undefined {
  if (typeof value === 'string') {
    return isStorableText(value) ? undefined : { path: [...path], text: value };
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (!isStorableText(key)) return { path: [...path, key], text: key };
      const found = findUnstorableText(child, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const readerChecked = new WeakSet<object>();

/**
 * Marks a body field holding a file's text whose reader checks every cell itself, naming its
 * line and column (a contact, product or notes import): the API's request check leaves it to it.
 */
export function checkedByReader<T extends object>(schema: T): T {
  readerChecked.add(schema);
  return schema;
}

export function isCheckedByReader(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && readerChecked.has(schema);
}
