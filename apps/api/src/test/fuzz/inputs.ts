/**
 * The fuzz test's inputs (fuzz.api.test.ts): a plausible request for each operation of the
 * OpenAPI document, built from its schemas with business A's real ids where a field names a
 * record, and the hostile variants of it — one leaf, parameter or the whole body at a time.
 */

import { MAX_AMOUNT, MAX_LEDGER_TURNOVER } from '@usaha/shared';

/** The slice of JSON Schema the API's OpenAPI document uses. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  default?: unknown;
  nullable?: boolean;
};

/** A request body as JSON text: numbers past 2^53 cannot be JavaScript values, only text. */
export type RawJson = { raw: string };
export type Body = unknown | RawJson;

export const isRaw = (body: unknown): body is RawJson =>
  typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1;

/** Field name → an id of business A's records that a plausible request names there. */
export type Ids = Record<string, string>;

let counter = 0;

function sampleString(schema: Schema, name: string, ids: Ids): string {
  if (ids[name]) return ids[name];
  if (schema.format === 'uuid') return '00000000-0000-7000-8000-000000000000';
  if (schema.format === 'email' || name.includes('email')) return `fuzz${++counter}@contoh.id`;
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || name === 'date' || name.endsWith('_date')) {
    return '2026-11-02';
  }
  if (schema.pattern?.includes('[A-Z]{3}')) return 'IDR';
  if (name === 'password' || name.endsWith('_password')) return 'Fuzz-Password-2026';
  return `Fuzz ${++counter}`.padEnd(schema.minLength ?? 0, 'x');
}

/** A plausible value for `schema`: required properties only, the first of every choice. */
export function sample(schema: Schema, name = '', ids: Ids = {}): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const concrete = choice.find((option) => option.type !== 'null') ?? choice[0];
    return concrete ? sample(concrete, name, ids) : null;
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, name, ids)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) out[key] = sample(property, key, ids);
      }
      return out;
    }
    case 'array': {
      const item = schema.items ? sample(schema.items, name.replace(/s$/, ''), ids) : 'x';
      const ofIds = name === 'ids' && ids.ids ? ids.ids : item;
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => ofIds);
    }
    case 'string':
      return sampleString(schema, name, ids);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Values no field of any route should store as they are, or fail on. */
export const HOSTILE_STRINGS: Array<[string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['object for text', { $gt: '' }],
];

/** Boundary numbers; `raw` ones are written into the JSON text as they are. */
export const HOSTILE_NUMBERS: Array<[string, unknown]> = [
  ['the largest amount', MAX_AMOUNT],
  ['the largest turnover', MAX_LEDGER_TURNOVER],
  ['2^31', 2_147_483_648],
  ['2^53 + 1 (raw)', { raw: '9007199254740993' }],
  ['1e308', 1e308],
  ['-2^63 (raw)', { raw: '-9223372036854775808' }],
  ['fraction', 1.5],
  ['text for number', '12'],
];

type Leaf = { path: Array<string | number>; value: unknown };

function leaves(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function replaced(base: unknown, path: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(base)) {
    return base.map((item, index) => (index === head ? replaced(item, rest, value) : item));
  }
  const object = base as Record<string, unknown>;
  return { ...object, [head]: replaced(object[head], rest, value) };
}

/** The body as JSON text, with `{raw}` values written out as they are. */
export function bodyText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (isRaw(value)) {
      raws.push(value.raw);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index) => raws[Number(index)] ?? '');
}

export type Variant = { label: string; body?: Body; query?: string; path?: Record<string, string> };

/** Each leaf of the body replaced by each hostile value of its kind, one at a time. */
export function bodyVariants(base: unknown): Variant[] {
  const variants: Variant[] = [];
  for (const leaf of leaves(base)) {
    const where = leaf.path.join('.') || 'body';
    const values = typeof leaf.value === 'number' ? HOSTILE_NUMBERS : HOSTILE_STRINGS;
    for (const [label, value] of values) {
      variants.push({ label: `${where}: ${label}`, body: replaced(base, leaf.path, value) });
    }
  }
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  variants.push(
    { label: 'body: an array', body: [base] },
    { label: 'body: null', body: { raw: 'null' } },
    { label: 'body: nested 20,000 deep', body: { raw: `{"a":${deep}}` } },
    { label: 'body: NUL in a key', body: { ...(base as object), 'k\u0000': 1 } },
    { label: 'body: 2 MB', body: { ...(base as object), padding: 'x'.repeat(2 * 1024 * 1024) } },
  );
  return variants;
}

/** Query parameters, each given hostile text alone. */
export function queryVariants(names: string[]): Variant[] {
  const values: Array<[string, string]> = [
    ['NUL', '%00'],
    ['lone surrogate', '%ED%A0%80'],
    ['2^63', '9223372036854775808'],
    ['long', 'x'.repeat(5000)],
    ['impossible date', '2026-02-30'],
  ];
  return names.flatMap((name) =>
    values.map(([label, value]) => ({ label: `?${name}: ${label}`, query: `?${name}=${value}` })),
  );
}

/** Path parameters, each given hostile text alone. */
export function pathVariants(names: string[]): Variant[] {
  const values: Array<[string, string]> = [
    ['not an id', 'bukan-id'],
    ['NUL', '%00'],
    ['lone surrogate', '%ED%A0%80'],
    ['nil id', '00000000-0000-0000-0000-000000000000'],
    ['long', 'x'.repeat(3000)],
  ];
  return names.flatMap((name) =>
    values.map(([label, value]) => ({ label: `:${name}: ${label}`, path: { [name]: value } })),
  );
}
