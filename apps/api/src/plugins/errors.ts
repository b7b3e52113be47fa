/** One error handler: every failure leaves as the envelope of DESIGN.md §2. */
import {
  AppError,
  codeForStatus,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldErrors,
} from '@usaha/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  errors?: FieldErrors,
) {
  const body: ErrorEnvelope = { success: false, message, code, request_id: request.id };
  if (errors && Object.keys(errors).length > 0) body.errors = errors;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

type ValidationItem = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function fieldErrors(items: readonly ValidationItem[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const path = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing =
      typeof item.params?.missingProperty === 'string' ? item.params.missingProperty : '';
    const field = path || missing || context || 'body';
    errors[field] = [...(errors[field] ?? []), item.message ?? 'Invalid value'];
  }
  return errors;
}

const STATUS_MESSAGES: Record<number, string> = {
  413: 'The request body is too large (the limit is 1 MiB)',
  415: 'Unsupported content type: send JSON with Content-Type: application/json',
  429: 'Too many requests. Try again later.',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.status, error.code, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = fieldErrors(error.validation ?? [], error.validationContext);
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_FAILED',
        'Some fields are not valid',
        errors,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      const message =
        status === 400 && /JSON/i.test(error.message)
          ? 'The request body is not valid JSON'
          : (STATUS_MESSAGES[status] ?? error.message);
      return sendError(request, reply, status, code, message);
    }
    request.log.error(loggable(error), 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL_ERROR', 'Internal Server Error');
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(
    request,
    reply,
    404,
    'NOT_FOUND',
    `No API route ${request.method} ${request.url.split('?')[0]}`,
  );
}

/**
 * A failed query's error carries its parameters (password hashes, personal data) in `params`
 * and in its message: log the cause and the statement only.
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (error instanceof Error && 'query' in error && 'params' in error) {
    return { err: error.cause ?? new Error('database query failed'), query: error.query };
  }
  return { err: error };
}
