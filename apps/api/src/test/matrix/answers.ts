/**
 * Asks every caller every route of the matrix and lists each answer that is not the expected one,
 * as `caller METHOD url → got S, expected E`.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { MatrixRow } from '../matrix-rows/row';
import { type Caller, describeExpected, expectedAnswer, meets } from './callers';
import { NoFixture, resolveUrl, VALID_BODIES } from './fixtures';
import { MARK, type RequestSpec } from './record-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const key = (row: MatrixRow) => `${row.method} ${row.url}`;

/**
 * Public routes, and every route for the anonymous visitor, are called as the row describes them:
 * the URL as written, no CSRF header, an empty body. Others name A's records and send a valid body
 * where the fixtures have one, and the CSRF header where the route asks for it.
 */
async function ask(
  caller: Caller,
  row: MatrixRow,
): Promise<{ response: LightMyRequestResponse; url: string }> {
  const records = row.access === 'public' ? null : caller.records;
  const url = records ? await resolveUrl(row.url, records) : row.url;
  const made = records ? VALID_BODIES[key(row)] : undefined;
  const spec: RequestSpec = made && records ? await made(records) : {};
  const body = 'body' in spec ? spec.body : row.method === 'GET' ? undefined : {};
  const response = await caller.client.request(row.method as Method, `${url}${spec.query ?? ''}`, {
    body,
    headers: spec.headers,
    csrf: records !== null && row.csrf === true,
  });
  return { response, url };
}

function hasEnvelope(response: LightMyRequestResponse): boolean {
  try {
    const json = response.json<Record<string, unknown>>();
    return (
      json.success === false && typeof json.code === 'string' && typeof json.request_id === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * Deletes last, so what a caller removes no later row of its run needs; and in reverse order,
 * as a record is listed after the one it hangs on (an attachment after its entry).
 */
const deletesLast = (rows: MatrixRow[]) => [
  ...rows.filter((row) => row.method !== 'DELETE'),
  ...rows.filter((row) => row.method === 'DELETE').reverse(),
];

export async function unexpectedAnswers(
  callers: Caller[],
  rows: MatrixRow[],
  leaks: Set<string>,
): Promise<string[]> {
  const problems = new Set<string>();
  for (const caller of callers) {
    for (const row of deletesLast(rows)) {
      const expected = expectedAnswer(caller, row);
      const at = `${caller.name} ${key(row)} →`;
      let response: LightMyRequestResponse;
      let url: string;
      try {
        ({ response, url } = await ask(caller, row));
      } catch (error) {
        // A fixture that cannot be made fails this row, not the whole run.
        const message =
          (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        problems.add(error instanceof NoFixture ? message : `${at} no fixture made: ${message}`);
        continue;
      }
      const status = response.statusCode;
      if (!meets(expected, status)) {
        problems.add(`${at} got ${status}, expected ${describeExpected(expected)}`);
      }
      if (status >= 400 && !hasEnvelope(response)) {
        problems.add(`${at} got ${status} without the error envelope`);
      }
      // A 404 that names the path asked for shows only the ids the caller sent.
      const shown = response.body.split(url).join('');
      if (caller.name === 'outsider' && [MARK, ...leaks].some((id) => shown.includes(id))) {
        problems.add(`${at} got ${status} showing a record of business A`);
      }
    }
  }
  return [...problems];
}
