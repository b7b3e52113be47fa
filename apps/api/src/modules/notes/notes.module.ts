/** Wires the notes. Their CSV/XLSX import and download are directory-io's. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { noteRoutes } from './notes.routes';
import { createNoteService } from './notes.service';

export function registerNotes(app: FastifyInstance, deps: { database: Database }) {
  const notes = createNoteService(deps);
  noteRoutes(app, { notes });
  return { notes };
}
