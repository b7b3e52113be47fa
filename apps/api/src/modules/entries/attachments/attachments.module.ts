/** Wires the receipts of entries: upload, read and remove, with the files in storage. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { FileStorage } from '../../../storage/file-storage';
import { attachmentRoutes } from './attachments.routes';
import { createAttachmentService } from './attachments.service';

export function registerAttachments(
  app: FastifyInstance,
  deps: { database: Database; storage: FileStorage },
) {
  const attachments = createAttachmentService({ ...deps, log: app.log });
  attachmentRoutes(app, { attachments });
  return { attachments };
}
