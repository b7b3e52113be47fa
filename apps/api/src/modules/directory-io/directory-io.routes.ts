/**
 * CSV/XLSX imports (preview, commit) and exports of contacts, products and notes. The export of a
 * template is the same download with no rows: its titles are the ones the import reads.
 */
import {
  contactExportQuerySchema,
  DIRECTORY_IMPORT_MAX_BYTES,
  directoryImportBodySchema,
  directoryImportPreviewResponseSchema,
  directoryImportResultResponseSchema,
  noteExportQuerySchema,
  type Permission,
  productExportQuerySchema,
} from '@usaha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { actorOf, businessNameOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { downloadName, sendTableExport } from '../../lib/table-export/table-download';
import type { DirectoryExportService, DirectoryTable } from './directory-export.service';
import type { DirectoryImportService, Importer } from './directory-import.service';
import { CONTACT_IMPORTER, NOTE_IMPORTER, PRODUCT_IMPORTER } from './importers';

/** The file travels as JSON text (a workbook as base64): room for the file plus its escaping. */
const IMPORT_BODY_LIMIT = DIRECTORY_IMPORT_MAX_BYTES * 2;

export type DirectoryIoDeps = {
  imports: DirectoryImportService;
  exports: DirectoryExportService;
  clock: Clock;
};

async function* nothing<T>(): AsyncGenerator<T> {}

type ExportOptions = { format: 'csv' | 'xlsx'; template: boolean; language: 'id' | 'en' };

/** A directory download, or its template: the same titles and no rows. */
function sendDirectoryExport<Row>(
  reply: FastifyReply,
  request: FastifyRequest,
  clock: Clock,
  table: DirectoryTable<Row>,
  options: ExportOptions,
) {
  const { format, template, language } = options;
  const stamp = businessToday(clock.now(), actorOf(request).timezone);
  return sendTableExport(reply, request, {
    format,
    language,
    filename: template
      ? downloadName(table.name, 'template')
      : downloadName(table.name, businessNameOf(request), stamp),
    rows: template ? nothing<Row>() : table.rows,
    columns: table.columns,
    sheetName: table.sheetName,
  });
}

export function directoryIoRoutes(app: FastifyInstance, deps: DirectoryIoDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function importRoutes<Row, Saved>(
    path: string,
    permission: Permission,
    importer: Importer<Row, Saved>,
  ) {
    const tags = [`${importer.kind.entity}s`];
    r.post(`${path}preview/`, {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { permission } },
      schema: {
        tags,
        body: directoryImportBodySchema,
        response: { 200: directoryImportPreviewResponseSchema },
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.imports.preview(importer, actorOf(request), request.body),
      }),
    });
    r.post(path, {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { permission } },
      schema: {
        tags,
        body: directoryImportBodySchema,
        response: { 201: directoryImportResultResponseSchema },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const key = idempotencyKeyOf(request);
        return sendCreated(reply, await deps.imports.commit(importer, actor, request.body, key));
      },
    });
  }

  importRoutes('/api/v1/contacts/import/', 'contact.manage', CONTACT_IMPORTER);
  importRoutes('/api/v1/products/import/', 'product.manage', PRODUCT_IMPORTER);
  // Whoever may write a note may import notes; they are theirs, private unless the file says Team.
  importRoutes('/api/v1/notes/import/', 'note.manage', NOTE_IMPORTER);

  r.get('/api/v1/exports/contacts/', {
    config: { access: { permission: 'contact.view' } },
    schema: { tags: ['exports'], querystring: contactExportQuerySchema },
    handler: async (request, reply) => {
      const { format, language, template, ...filter } = request.query;
      const table = deps.exports.contacts(actorOf(request), filter, language);
      return sendDirectoryExport(reply, request, deps.clock, table, { format, template, language });
    },
  });

  r.get('/api/v1/exports/products/', {
    config: { access: { permission: 'product.view' } },
    schema: { tags: ['exports'], querystring: productExportQuerySchema },
    handler: async (request, reply) => {
      const { format, language, template, ...filter } = request.query;
      const table = deps.exports.products(actorOf(request), filter, language);
      return sendDirectoryExport(reply, request, deps.clock, table, { format, template, language });
    },
  });

  r.get('/api/v1/exports/notes/', {
    config: { access: { permission: 'note.view' } },
    schema: { tags: ['exports'], querystring: noteExportQuerySchema },
    handler: async (request, reply) => {
      const { format, language, template, ...filter } = request.query;
      const table = deps.exports.notes(actorOf(request), filter, language);
      return sendDirectoryExport(reply, request, deps.clock, table, { format, template, language });
    },
  });
}
