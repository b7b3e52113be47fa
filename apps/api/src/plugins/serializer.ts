/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: only the declared fields leave (no column leaks), at several times the speed of parsing
 * every response with zod first.
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes `X | null` as `anyOf: [X, {type: "null"}]`, which fast-json-stringify can only
 * serialise by validating every value against X; `nullable: true` on X says the same for free.
 */
export function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplifyNullable(value);
  const options = out.anyOf;
  if (Array.isArray(options) && options.length === 2) {
    const other = options.find((option) => !(isObject(option) && option.type === 'null'));
    const hasNull = options.some((option) => isObject(option) && option.type === 'null');
    if (hasNull && isObject(other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

export const zodResponseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(simplifyNullable(jsonSchema) as Schema);
};
