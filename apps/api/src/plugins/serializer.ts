/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: only the declared fields leave (no column leaks), at several times the speed of parsing
 * every response with zod first.
 */

import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

export const zodResponseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Schema);
};
