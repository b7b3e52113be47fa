/**
 * One error handler: every failure leaves as the envelope of DESIGN.md §2, in the caller's
 * language (lib/language.ts): the message by its code, each refused field by its reason code.
 */
import {
  AppError,
  codeForStatus,
  type ErrorCode,
  type ErrorEnvelope,
  type ErrorWording,
  type FieldCodes,
  type FieldErrors,
  type FieldIssue,
  reasonOf,
  type SchemaIssueLike,
} from '@usaha/shared';
import {
  errorText,
  fieldText,
  isServerMessageKey,
  type MessageLanguage,
  serverText,
} from '@usaha/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { passesLedgerTurnover } from '../db/errors';
import { requestLanguage } from '../lib/language';

/**
 * The message for `code` in the caller's language. English keeps the thrower's own sentence,
 * which may name the thing ("Cash book not found"); other languages say the code's sentence.
 */
function messageIn(
  language: MessageLanguage,
  code: ErrorCode,
  english: string,
  wording?: ErrorWording,
): string {
  if (wording && isServerMessageKey(wording.key)) {
    return serverText(language, wording.key, wording.params);
  }
  if (language === 'en') return english;
  return errorText(language, code) ?? english;
}

/** Field issues as the envelope's `errors` (worded) and `field_codes` (the same, as codes). */
function wordIssues(language: MessageLanguage, issues: readonly FieldIssue[]) {
  const errors: FieldErrors = {};
  const codes: FieldCodes = {};
  for (const issue of issues) {
    const text = fieldText(language, issue.code, issue.params) ?? issue.code;
    errors[issue.field] = [...(errors[issue.field] ?? []), text];
    codes[issue.field] = [...(codes[issue.field] ?? []), issue.code];
  }
  return { errors, codes };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  english: string,
  issues: readonly FieldIssue[] = [],
  wording?: ErrorWording,
) {
  const language = requestLanguage(request);
  // A crash is not worded for people (its text is generic anyway); a service that is away is.
  const message = code === 'INTERNAL_ERROR' ? english : messageIn(language, code, english, wording);
  const body: ErrorEnvelope = { success: false, message, code, request_id: request.id };
  if (issues.length > 0) {
    const worded = wordIssues(language, issues);
    body.errors = worded.errors;
    body.field_codes = worded.codes;
  }
  return reply
    .status(status)
    .header('content-language', language)
    .type('application/json; charset=utf-8')
    .send(body);
}

type ValidationItem = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** A schema's refusals as field issues; a key the schema does not know is an issue of its own. */
function schemaIssues(items: readonly ValidationItem[], context: string | undefined): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const item of items) {
    const path = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const params = item.params ?? {};
    const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
    const field = path || missing || context || 'body';
    const reason = reasonOf({
      ...(params as Omit<SchemaIssueLike, 'code' | 'message'>),
      code: item.keyword ?? 'custom',
      message: item.message ?? '',
    });
    const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
    if (reason.code === 'unknown_field' && keys.length > 0) {
      for (const key of keys) issues.push({ field: path ? `${path}.${key}` : key, ...reason });
    } else {
      issues.push({ field, ...reason });
    }
  }
  return issues;
}

const STATUS_MESSAGES: Record<number, string> = {
  413: 'The request body is too large (the limit is 1 MiB)',
  415: 'Unsupported content type: send JSON with Content-Type: application/json',
  429: 'Too many requests. Try again later.',
};

const AMOUNT_OUT_OF_RANGE =
  "This would take the business's books past the largest total they can hold. Check the amount.";

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // A service behind us failed (the file store, a provider): the operator needs its cause.
      if (error.status >= 500) {
        const cause = (error as { cause?: unknown }).cause;
        request.log.error({ err: cause ?? error, code: error.code }, error.message);
      }
      return sendError(
        request,
        reply,
        error.status,
        error.code,
        error.message,
        error.issues,
        error.wording,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = schemaIssues(error.validation ?? [], error.validationContext);
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_FAILED',
        'Some fields are not valid',
        issues,
      );
    }
    if (passesLedgerTurnover(error)) {
      return sendError(request, reply, 422, 'AMOUNT_OUT_OF_RANGE', AMOUNT_OUT_OF_RANGE);
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
