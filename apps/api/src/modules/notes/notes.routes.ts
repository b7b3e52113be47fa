import {
  createNoteBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  noteListQuerySchema,
  noteListResponseSchema,
  noteResponseSchema,
  updateNoteBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { NoteService } from './notes.service';

/** The notes; their import and download are directory-io's (one list of columns for both). */
export function noteRoutes(app: FastifyInstance, deps: { notes: NoteService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];

  r.get('/api/v1/notes/', {
    config: { access: { permission: 'note.view' } },
    schema: {
      tags,
      querystring: noteListQuerySchema,
      response: { 200: noteListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.notes.list(actorOf(request), request.query);
      return listAnswer(page);
    },
  });

  r.post('/api/v1/notes/', {
    config: { access: { permission: 'note.manage' } },
    schema: { tags, body: createNoteBodySchema, response: { 201: noteResponseSchema } },
    handler: async (request, reply) => {
      const stored = await deps.notes.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get('/api/v1/notes/:id/', {
    config: { access: { permission: 'note.view' } },
    schema: { tags, params: idParamsSchema, response: { 200: noteResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.notes.get(actorOf(request), request.params.id),
    }),
  });

  r.put('/api/v1/notes/:id/', {
    config: { access: { permission: 'note.manage' } },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateNoteBodySchema,
      response: { 200: noteResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.notes.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/notes/:id/', {
    config: { access: { permission: 'note.manage' } },
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.notes.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'noteDeleted') };
    },
  });
}
