/**
 * Every operation of the OpenAPI document, driven with hostile input as the owner and as a
 * cashier: NUL and lone surrogates in every text field, query and path parameter, boundary and
 * unsafe integers in every number, money past the range, wrong types, a body nested 20,000 deep,
 * a 2 MB body. No answer may be a 5xx; every refusal is the error envelope; and a refused request
 * leaves every row of the business as it was. Prints the requests per route and their outcomes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Body,
  bodyText,
  bodyVariants,
  type Ids,
  isRaw,
  pathVariants,
  queryVariants,
  type Schema,
  sample,
  type Variant,
} from './test/fuzz/inputs';
import { createSnapshot, snapshotStatement } from './test/fuzz/snapshot';
import { createTestApp, type TestApp, type TestClient } from './test/harness';
import { addMember, type Owner, signUpOwner, VERIFIED } from './test/ledger';
import { resolveUrl, VALID_BODIES } from './test/matrix/fixtures';
import { RecordSet } from './test/matrix/records';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let t: TestApp;
let owner: Owner;
let cashier: Owner;
let records: RecordSet;
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'id', VERIFIED);
  cashier = await addMember(t, owner, 'cashier');
  records = new RecordSet(t, owner, owner, new Set());
  const [book, bank, entry, category, contact, product] = await Promise.all([
    records.book(),
    records.bank(),
    records.entry(),
    records.category(),
    records.contact(),
    records.product(),
  ]);
  ids = {
    cashbook_id: book.id,
    from_cashbook_id: book.id,
    to_cashbook_id: bank.id,
    category_id: category.id,
    contact_id: contact.id,
    product_id: product.id,
    entry_id: entry.id,
    ids: entry.id,
  };
});
afterAll(() => t.close());

function send(client: TestClient, method: Method, url: string, body: Body, csrf: boolean) {
  if (body === undefined) return client.request(method, url, { csrf });
  const text = isRaw(body) ? body.raw : bodyText(body);
  return client.request(method, url, {
    body: text,
    headers: { 'content-type': 'application/json' },
    csrf,
  });
}

function envelopeProblem(response: LightMyRequestResponse): string | null {
  try {
    const json = response.json<Record<string, unknown>>();
    const ok =
      json.success === false && typeof json.code === 'string' && typeof json.message === 'string';
    return ok ? null : `not the envelope: ${response.body.slice(0, 200)}`;
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
}

/** The password every test account is registered with (TestClient.register). */
const PASSWORD = 'Warung-Siti-2026';

/** A request that succeeded may have ended the caller's session (a logout): sign in again. */
async function signedInAgain(client: Owner, username: string): Promise<void> {
  const profile = await client.request('GET', '/api/v1/auth/profile/');
  if (profile.statusCode === 200) return;
  const login = await client.login(username, PASSWORD);
  expect(login.statusCode, login.body).toBe(200);
}

async function profileOf(client: Owner): Promise<{ id: string; username: string }> {
  const profile = await client.request('GET', '/api/v1/auth/profile/');
  return profile.json<{ user: { id: string; username: string } }>().user;
}

function jsonSchemaOf(operation: Operation | undefined): Schema | undefined {
  return operation?.requestBody?.content?.['application/json']?.schema;
}

it('answers hostile input on every route with a 4xx envelope and changes nothing it refuses', async () => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const people = await Promise.all([owner, cashier].map(profileOf));
  const users = people.map((person) => person.id);
  const snapshot = createSnapshot(
    t.database,
    await snapshotStatement(t.database),
    owner.businessId,
    users,
  );
  const problems: string[] = [];
  const outcomes = new Map<string, Record<string, number>>();
  const callers: Array<[string, Owner, string]> = [
    ['owner', owner, people[0]?.username ?? ''],
    ['cashier', cashier, people[1]?.username ?? ''],
  ];
  // Every record a URL names exists before the first request; deletes go last, so what one
  // route removes, no later route names.
  const routes = [
    ...t.app.apiRoutes.filter((route) => route.method !== 'DELETE'),
    ...t.app.apiRoutes.filter((route) => route.method === 'DELETE'),
  ];
  const urls = new Map<string, string>();
  for (const route of routes) urls.set(route.url, await resolveUrl(route.url, records));
  let baseline = await snapshot();
  const started = Date.now();

  for (const route of routes) {
    const routeKey = `${route.method} ${route.url}`;
    const operation =
      document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const url = urls.get(route.url) ?? route.url;
    const valid = VALID_BODIES[routeKey];
    const schema = jsonSchemaOf(operation);
    const made = valid ? (await valid(records)).body : schema ? sample(schema, '', ids) : undefined;
    // A file upload's bytes are not JSON: its route is fuzzed through its parameters.
    const base = made instanceof Buffer ? undefined : made;
    const queryNames = (operation?.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const variants: Variant[] = [
      { label: '?unknown: NUL', query: '?fuzz=%00' },
      ...(base !== undefined ? bodyVariants(base) : []),
      ...queryVariants(queryNames),
      ...pathVariants(pathNames),
    ];
    const counts: Record<string, number> = {};
    outcomes.set(routeKey, counts);

    for (const [who, client, username] of callers) {
      for (const variant of variants) {
        const resolved = url.split('/');
        const path = route.url
          .split('/')
          .map((part, index) =>
            part.startsWith(':') ? (variant.path?.[part.slice(1)] ?? resolved[index]) : part,
          )
          .join('/');
        const target = `${path}${variant.query ?? ''}`;
        const body =
          route.method === 'GET' || route.method === 'DELETE' ? undefined : (variant.body ?? base);
        const response = await send(client, route.method as Method, target, body, route.csrf);
        const status = response.statusCode;
        const bucket = `${Math.floor(status / 100)}xx`;
        counts[bucket] = (counts[bucket] ?? 0) + 1;
        const where = `${who} ${routeKey} [${variant.label}]`;
        if (status >= 500) problems.push(`${where} → ${status} ${response.body.slice(0, 200)}`);
        if (status >= 400) {
          const wrong = envelopeProblem(response);
          if (wrong) problems.push(`${where} → ${status} ${wrong}`);
          const after = await snapshot();
          if (after !== baseline) {
            problems.push(`${where} → ${status} but the business's rows changed`);
            baseline = after;
          }
        } else {
          baseline = await snapshot();
          await signedInAgain(client, username);
        }
      }
    }
  }

  const total = [...outcomes.values()].reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  );
  const lines = [...outcomes].map(([routeKey, counts]) => {
    const n = Object.values(counts).reduce((a, b) => a + b, 0);
    const split = Object.entries(counts)
      .sort()
      .map(([bucket, count]) => `${bucket} ${count}`)
      .join(', ');
    return `  ${routeKey.padEnd(52)} ${String(n).padStart(4)}  ${split}`;
  });
  console.log(
    `fuzz: ${total} requests on ${outcomes.size} routes in ${((Date.now() - started) / 1000).toFixed(1)} s\n${lines.join('\n')}`,
  );
  expect(problems).toEqual([]);
}, 600_000);
