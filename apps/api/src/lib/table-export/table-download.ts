/**
 * The one way a module sends a table as a download: CSV (UTF-8 with a BOM) or XLSX, streamed
 * from an async source so no export holds its rows in memory.
 */
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeCsv } from './csv-writer';
import type { TableColumn } from './table-cell';
import { writeXlsx } from './xlsx-writer';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  journal: 'text/plain; charset=utf-8',
} as const;

export type DownloadType = keyof typeof TYPES;
export type TableFormat = 'csv' | 'xlsx';

/** Sets the headers of a file download; `filename` is plain ASCII (letters, digits, `.-_`). */
export function downloadHeaders(
  reply: FastifyReply,
  type: DownloadType,
  filename: string,
): FastifyReply {
  const safe = filename.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', TYPES[type])
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('cache-control', 'no-store');
}

export type TableExport<T> = {
  format: TableFormat;
  /** Without the extension, which follows the format: `kontak-2026-11-05`. */
  filename: string;
  rows: AsyncIterable<T>;
  columns: readonly TableColumn<T>[];
  /** The XLSX sheet's name (cleaned and cut to Excel's 31 characters). */
  sheetName?: string;
};

/**
 * Sends `rows` as a CSV or XLSX download. A failure half-way destroys the stream, so the client
 * sees a broken download rather than a file that looks complete; the error goes to the log.
 */
export function sendTableExport<T>(
  reply: FastifyReply,
  request: FastifyRequest,
  table: TableExport<T>,
): FastifyReply {
  downloadHeaders(reply, table.format, `${table.filename}.${table.format}`);
  if (table.format === 'csv') return reply.send(Readable.from(writeCsv(table.rows, table.columns)));
  const output = new PassThrough();
  writeXlsx(table.rows, table.columns, output, { sheetName: table.sheetName }).catch(
    (error: unknown) => {
      request.log.error({ err: error }, 'XLSX export failed');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply.send(output);
}
