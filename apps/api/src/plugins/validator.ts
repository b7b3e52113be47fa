/**
 * The request validator: zod's, after one check that runs for every route and every string a
 * request carries (body, query, params): text the books cannot keep exactly — a NUL, a lone
 * surrogate — is refused with 400 naming the field, before any schema or database sees it; and
 * data nested deeper than any route takes is refused before it is walked at all.
 */
import {
  findUnstorableText,
  isCheckedByReader,
  isStorableText,
  unstorableLine,
} from '@usaha/shared';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

type ZodCompiler = typeof zodValidatorCompiler;

/** The top-level fields whose file text an import reader checks cell by cell (checkedByReader). */
function fieldsCheckedByReader(schema: unknown): Set<string> {
  const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape ?? {};
  return new Set(Object.keys(shape).filter((key) => isCheckedByReader(shape[key])));
}

/** No request of the API nests deeper than this; a deeper one is refused before it is walked. */
export const MAX_NESTING = 32;

/** Whether `value` nests arrays or objects deeper than `limit` (walked without recursion). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

const tooDeep = {
  error: [
    {
      keyword: 'custom',
      instancePath: '',
      schemaPath: '#',
      params: { maximum: MAX_NESTING },
      message: 'nested_too_deep',
    },
  ],
};

export const validatorCompiler: ZodCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  const leftToReader = fieldsCheckedByReader(route.schema);
  return (data: unknown) => {
    if (nestsDeeperThan(data, MAX_NESTING)) return tooDeep;
    const checked =
      leftToReader.size > 0 && typeof data === 'object' && data !== null
        ? Object.fromEntries(Object.entries(data).filter(([key]) => !leftToReader.has(key)))
        : data;
    const found = findUnstorableText(checked);
    if (!found) return validate(data);
    // A key that is itself the bad text is named `?`, so the answer never echoes it; a file's
    // text (a statement's content) is named with its line.
    const at = found.path.map((part) => (isStorableText(String(part)) ? String(part) : '?'));
    const line = found.text.includes('\n') ? unstorableLine(found.text) : 0;
    return {
      error: [
        {
          keyword: 'custom',
          instancePath: `/${at.join('/')}`,
          schemaPath: '#',
          params: line ? { line } : {},
          message: line ? 'invalid_characters_on_line' : 'invalid_characters',
        },
      ],
    };
  };
};
