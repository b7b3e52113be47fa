import {
  idParamsSchema,
  importCommitBodySchema,
  importListQuerySchema,
  importPreviewBodySchema,
  importPreviewResponseSchema,
  importUndoBodySchema,
  importUndoPreviewResponseSchema,
  STATEMENT_MAX_BYTES,
  statementImportListResponseSchema,
  statementImportResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { ImportService } from './imports.service';

/** The statement travels as JSON text: room for the file plus its escaping. */
const STATEMENT_BODY_LIMIT = STATEMENT_MAX_BYTES * 2;

export type ImportRouteDeps = {
  imports: ImportService;
  discardFiles: (keys: string[]) => Promise<void>;
};

export function importRoutes(app: FastifyInstance, deps: ImportRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];

  r.post('/api/v1/imports/preview/', {
    bodyLimit: STATEMENT_BODY_LIMIT,
    config: { access: { permission: 'transaction.import' } },
    schema: {
      tags,
      body: importPreviewBodySchema,
      response: { 200: importPreviewResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.imports.preview(actorOf(request), request.body),
    }),
  });

  r.post('/api/v1/imports/', {
    bodyLimit: STATEMENT_BODY_LIMIT,
    config: { access: { permission: 'transaction.import' } },
    schema: {
      tags,
      body: importCommitBodySchema,
      response: { 201: statementImportResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.imports.commit(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get('/api/v1/imports/', {
    config: { access: { permission: 'transaction.view' } },
    schema: {
      tags,
      querystring: importListQuerySchema,
      response: { 200: statementImportListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.imports.list(actorOf(request), request.query);
      return listAnswer(page);
    },
  });

  r.get('/api/v1/imports/:id/undo-preview/', {
    config: { access: { permission: 'transaction.import' } },
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: importUndoPreviewResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.imports.undoPreview(actorOf(request), request.params.id),
    }),
  });

  // The body is optional (Fastify reads a missing one as null): an import nobody touched since
  // the import undoes without one.
  r.post('/api/v1/imports/:id/undo/', {
    config: { access: { permission: 'transaction.import' } },
    schema: {
      tags,
      params: idParamsSchema,
      body: importUndoBodySchema.nullish(),
      response: { 200: statementImportResponseSchema },
    },
    handler: async (request) => {
      const { result, storageKeys } = await deps.imports.undo(actorOf(request), request.params.id, {
        removeEdited: request.body?.remove_edited === true,
      });
      await deps.discardFiles(storageKeys);
      return { success: true as const, data: result, message: say(request, 'importUndone') };
    },
  });
}
