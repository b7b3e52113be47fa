/**
 * The OpenAPI document and its UI at /api/docs, generated from the zod schemas that validate.
 * Each operation's `security` comes from the route's declared `config.access` (the same
 * declaration the access plugin enforces), so the document cannot say otherwise than the checks.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../types';

const BEARER = [{ bearer: [] }];

/** What a caller must send: nothing for a public route, the bearer token for every other. */
export function securityOf(access: Access | undefined) {
  return access === undefined || access === 'public' ? undefined : BEARER;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { config?: { access?: Access } };
};

function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const security = securityOf(input.route.config?.access);
  return security ? { ...result, schema: { ...result.schema, security } } : result;
}

export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Usaha API',
        description:
          'Books for small businesses. Errors: { success: false, message, code, errors?, request_id }.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
