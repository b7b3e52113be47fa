/** The OpenAPI document and its UI at /api/docs, generated from the zod schemas that validate. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
