/** Wires the notes and their download. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { noteRoutes } from './notes.routes';
import { createNoteService } from './notes.service';

export function registerNotes(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  const notes = createNoteService(deps);
  noteRoutes(app, { notes, clock: deps.clock });
  return { notes };
}
