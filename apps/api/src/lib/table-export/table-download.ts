/**
 * The one way a module sends a table as a download: CSV (UTF-8 with a BOM, in the convention of
 * the download's language) or XLSX, streamed from an async source so no export holds its rows in
 * memory; named with the business and the period in safe characters.
 */
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSV_DIALECTS, writeCsv } from './csv-writer';
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

/**
 * One piece of a file's name in safe characters: lower-case letters and digits, `-` between the
 * words ("Warung Bu Sri" → `warung-bu-sri`, "Toko Ré & Co" → `toko-re-co`), at most 40 long.
 */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/** A download's name: its parts in safe characters, the empty ones left out, joined by `-`. */
export function downloadName(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => fileNamePart(part ?? ''))
    .filter((part) => part !== '')
    .join('-');
}

export type TableExport<T> = {
  format: TableFormat;
  /** Without the extension, which follows the format: `kontak-warung-bu-sri-2026-11-05`. */
  filename: string;
  /** The reader's language: a CSV's separator and decimal mark follow it. */
  language: 'id' | 'en';
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
  if (table.format === 'csv') {
    const csv = writeCsv(table.rows, table.columns, CSV_DIALECTS[table.language]);
    return reply.send(Readable.from(csv));
  }
  const output = new PassThrough();
  writeXlsx(table.rows, table.columns, output, { sheetName: table.sheetName }).catch(
    (error: unknown) => {
      request.log.error({ err: error }, 'XLSX export failed');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply.send(output);
}
