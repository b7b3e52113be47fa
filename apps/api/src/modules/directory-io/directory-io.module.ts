/**
 * Wires the CSV/XLSX imports and exports of contacts, products and notes. Answers the export
 * service the data export writes its contacts and products files with.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { ContactsService } from '../contacts/contacts.service';
import type { NoteService } from '../notes/notes.service';
import type { ProductService } from '../products/products.service';
import { createDirectoryExportService } from './directory-export.service';
import { createDirectoryImportService } from './directory-import.service';
import { directoryIoRoutes } from './directory-io.routes';

export function registerDirectoryIo(
  app: FastifyInstance,
  deps: {
    database: Database;
    contacts: ContactsService;
    products: ProductService;
    notes: NoteService;
    clock: Clock;
  },
) {
  const directory = createDirectoryExportService(deps);
  directoryIoRoutes(app, {
    imports: createDirectoryImportService(deps),
    exports: directory,
    clock: deps.clock,
  });
  return { directory };
}
