/** Test helpers for the reports' downloads: a report's CSV lines, XLSX rows and PDF text. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fileNamePart } from '../lib/table-export/table-download';
import type { TestClient } from './harness';
import { data } from './ledger';

const run = promisify(execFile);

/** The report's JSON answer. */
export async function reportOf<T>(client: TestClient, name: string, query: string): Promise<T> {
  return data<T>(await client.request('GET', `/api/v1/reports/${name}/?${query}`));
}

/**
 * A download of the report, checked for its status and file name: `filename` as the report names
 * it (`pajak-2026-03-01-2026-04-30.csv`), with the business's name after its first word.
 */
export async function downloadOf(
  client: TestClient,
  name: string,
  query: string,
  filename: string,
): Promise<LightMyRequestResponse> {
  const response = await client.request('GET', `/api/v1/reports/${name}/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const profile = await client.request('GET', '/api/v1/auth/profile/');
  const business = fileNamePart(
    profile.json<{ user: { business: { name: string } } }>().user.business.name,
  );
  const sent = String(response.headers['content-disposition']);
  expect(sent).toContain(`-${business}-`);
  expect(sent.replace(`-${business}-`, '-')).toBe(`attachment; filename="${filename}"`);
  return response;
}

/** The CSV's lines, its byte-order mark left out. */
export const csvLines = (response: LightMyRequestResponse) =>
  response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/** The first sheet's rows as arrays of cell values. */
export async function xlsxRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, at) => row.getCell(at + 1).value));
  });
  return rows;
}

/** The PDF's text as pdftotext reads it, runs of spaces made one. */
export async function pdfText(response: LightMyRequestResponse): Promise<string> {
  expect(response.headers['content-type']).toBe('application/pdf');
  const dir = await mkdtemp(join(tmpdir(), 'usaha-report-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, response.rawPayload);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[ \t]+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
