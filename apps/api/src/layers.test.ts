/**
 * The API's floors (STYLE.md "Floors"), read from the import specifiers of every source file:
 * `modules/*` → `lib/`, `db/`, `plugins/` (and `live/`, `mail/`, `pdf/`, `storage/`) → `packages/shared`.
 *   - the floor below imports no module;
 *   - a module reaches another module only through its service (`*.service.ts`), its guards
 *     (`*.guards.ts`: the require and lock checks run inside the caller's transaction), its
 *     reads (`*.reads.ts`: what it offers others to read) or its types (`*.types.ts`), never its
 *     repository, SQL or helpers;
 *   - no service imports a table (`db/schema`), nor any other module file but a repository:
 *     the repository runs the statements, the service holds the rules and the transactions;
 *   - a route file imports no database client: it calls one service;
 *   - each table has one writer, named by its file: its module's repository (the activity log
 *     and the idempotency keys, which every module writes through, have theirs in lib/).
 * Tests, test helpers and the composition roots (app.ts, server.ts, cluster/, crash/) may reach
 * anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const BELOW_MODULES = ['lib', 'db', 'plugins', 'live', 'mail', 'pdf', 'storage'];
/** What another module may import of a module: its public face, by file role. */
const PUBLIC_ROLES = /\.(service|guards|reads|types)\.ts$/;
const COMPOSITION = /^(app\.ts|server\.ts|cluster\/|crash\/|test\/)/;
/** Tests and the helpers beside them (`notes-test-helpers.ts`, `sse-test-reader.ts`). */
const TEST_FILE = /(\.test|-test-[a-z-]+)\.ts$/;

/** `typeOnly`: erased at run time (`import type`, or every name marked `type`). */
type Import = { file: string; target: string; specifier: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s([^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `type { A }`, `{ type A, type B }`: a clause that names only types. */
function namesOnlyTypes(clause: string | undefined): boolean {
  const names = clause?.replace(/\sfrom\s*$/, '').trim() ?? '';
  if (names.startsWith('type ')) return true;
  const braced = /^\{([^}]*)\}$/.exec(names)?.[1];
  const parts =
    braced
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean) ?? [];
  return parts.length > 0 && parts.every((part) => part.startsWith('type '));
}

/** Every relative import of the API's source, as paths under src/ with their extension. */
function imports(): Import[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path);
    if (COMPOSITION.test(file)) return [];
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const specifier = match[2] ?? match[3] ?? '';
      if (!specifier.startsWith('.')) return [];
      const target = `${relative(SRC, resolve(dirname(path), specifier))}.ts`;
      return [{ file, target, specifier, typeOnly: namesOnlyTypes(match[1]) }];
    });
  });
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const floorOf = (path: string) => path.split('/')[0] ?? '';
const show = (found: Import[]) => found.map((item) => `${item.file} → ${item.specifier}`);

/** The imports that break a rule: each is printed as `file → specifier` when the test fails. */
export function violations(all: Import[] = imports()) {
  return {
    floorBelowImportsModule: show(
      all.filter((item) => BELOW_MODULES.includes(floorOf(item.file)) && moduleOf(item.target)),
    ),
    moduleImportsAnotherModulesInternals: show(
      all.filter((item) => {
        const from = moduleOf(item.file);
        const to = moduleOf(item.target);
        return from && to && from !== to && !PUBLIC_ROLES.test(item.target);
      }),
    ),
    serviceImportsTable: show(
      all.filter(
        (item) => item.file.endsWith('.service.ts') && item.target.startsWith('db/schema/'),
      ),
    ),
    tableOutsideRepository: show(
      all.filter(
        (item) =>
          moduleOf(item.file) &&
          !item.file.endsWith('.repository.ts') &&
          item.target.startsWith('db/schema/'),
      ),
    ),
    routeImportsDatabase: show(
      all.filter((item) => item.file.endsWith('.routes.ts') && item.target === 'db/client.ts'),
    ),
  };
}

/**
 * The modules from the bottom up (docs/architecture.md "Module order"): a module's run-time
 * imports reach only modules before it, so the modules form no circle and no two import each
 * other. Type-only imports may cross (they are erased). The tiers are for reading; the order
 * inside a tier counts too.
 */
export const MODULE_ORDER: Record<string, string[]> = {
  platform: ['notifications', 'activity'],
  identity: ['businesses', 'billing', 'auth', 'team'],
  directory: ['contacts', 'products', 'notes'],
  ledger: ['cashbooks', 'categories', 'category-rules', 'entries', 'transfers', 'imports'],
  documents: ['invoices', 'recurring-invoices', 'debts'],
  'read side': ['balance', 'exports', 'reports', 'dashboard', 'receipts', 'directory-io'],
  edge: [
    'onboarding',
    'privacy',
    'blog',
    'testimonials',
    'contact',
    'site',
    'system',
    'admin',
    'scheduler',
    'ledger',
  ],
};

/** Each module's run-time imports of another module, as `from → to`. */
export function moduleEdges(all: Import[] = imports()): Set<string> {
  const edges = new Set<string>();
  for (const item of all) {
    const from = moduleOf(item.file);
    const to = moduleOf(item.target);
    if (from && to && from !== to && !item.typeOnly) edges.add(`${from} → ${to}`);
  }
  return edges;
}

/** Each table's SQL name by its Drizzle name, read from the schema files. */
function tables(): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of sourceFiles(join(SRC, 'db/schema'))) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      if (match[1] && match[2]) found.set(match[1], match[2]);
    }
  }
  return found;
}

/** The statements that write, as Drizzle calls, raw SQL, or a table named to a bulk helper. */
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const RAW_WRITE = /\b(?:insert\s+into|delete\s+from|update)\s+(\w+)(?:\s+set\b|\s*\(|\s+\w)/gi;
const BULK_WRITE = /\b(?:bulkInsert|deleteInBatches)\(\s*\w+,\s*'(\w+)'/g;
/** Infrastructure every module writes through: the only writers outside a repository. */
const LIB_WRITERS: Record<string, string> = {
  activities: 'lib/activity-log.ts',
  idempotency_keys: 'lib/idempotency.ts',
  platform_audit: 'lib/platform-audit.ts',
};

/** Every table's writing files: the file that runs an insert, update or delete of it. */
export function writers(): Map<string, Set<string>> {
  const byDrizzleName = tables();
  const sqlNames = new Set(byDrizzleName.values());
  const found = new Map<string, Set<string>>();
  const add = (table: string, file: string) => {
    found.set(table, (found.get(table) ?? new Set()).add(file));
  };
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path);
    if (COMPOSITION.test(file) || file.startsWith('db/schema/')) continue;
    const text = readFileSync(path, 'utf8');
    // `const n = notifications;` names a table too.
    const aliases = new Map(
      [...text.matchAll(/const (\w+) = (\w+);/g)].flatMap((match) =>
        match[1] && match[2] && byDrizzleName.has(match[2]) ? [[match[1], match[2]]] : [],
      ),
    );
    for (const match of text.matchAll(DRIZZLE_WRITE)) {
      const name = aliases.get(match[1] ?? '') ?? match[1] ?? '';
      const table = byDrizzleName.get(name);
      if (table) add(table, file);
    }
    for (const pattern of [RAW_WRITE, BULK_WRITE]) {
      for (const match of text.matchAll(pattern)) {
        const table = match[1]?.toLowerCase() ?? '';
        if (sqlNames.has(table)) add(table, file);
      }
    }
  }
  return found;
}

describe('the API layers', () => {
  const found = violations();

  it('reads the imports of the whole source tree', () => {
    const all = imports();
    expect(all.length).toBeGreaterThan(500);
    expect(all.some((item) => item.target === 'db/client.ts')).toBe(true);
  });

  it.each(Object.entries(found))('%s: none', (_rule, offending) => {
    expect(offending, `\n${offending.join('\n')}\n`).toEqual([]);
  });

  it('places every module in the order, once', () => {
    const ordered = Object.values(MODULE_ORDER).flat();
    const folders = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...ordered].sort()).toEqual(folders.sort());
    expect(new Set(ordered).size).toBe(ordered.length);
  });

  it('has each module import at run time only modules below it in the order', () => {
    const rank = new Map(
      Object.values(MODULE_ORDER)
        .flat()
        .map((name, index) => [name, index]),
    );
    const edges = moduleEdges();
    expect(edges.size).toBeGreaterThan(40);
    const against = [...edges].filter((edge) => {
      const [from = '', to = ''] = edge.split(' → ');
      return (rank.get(to) ?? -1) >= (rank.get(from) ?? -1);
    });
    expect(against, `\n${against.join('\n')}\n`).toEqual([]);
  });

  it('tells a type-only import from one that runs', () => {
    const edges = moduleEdges([
      {
        file: 'modules/a/a.service.ts',
        target: 'modules/b/b.types.ts',
        specifier: '',
        typeOnly: true,
      },
      {
        file: 'modules/c/c.service.ts',
        target: 'modules/b/b.service.ts',
        specifier: '',
        typeOnly: false,
      },
    ]);
    expect([...edges]).toEqual(['c → b']);
    expect(namesOnlyTypes('type { A } from ')).toBe(true);
    expect(namesOnlyTypes('{ type A, type B } from ')).toBe(true);
    expect(namesOnlyTypes('{ type A, B } from ')).toBe(false);
  });

  it("finds each table's one writer by its file name: its repository, or lib/ for the log", () => {
    const all = writers();
    expect(all.get('entries')).toEqual(new Set(['modules/entries/entries.repository.ts']));
    const wrong = [...all].flatMap(([table, files]) => {
      const allowed = (file: string) =>
        LIB_WRITERS[table] === file || (!LIB_WRITERS[table] && file.endsWith('.repository.ts'));
      const bad = files.size > 1 || [...files].some((file) => !allowed(file));
      return bad ? [`${table} ← ${[...files].join(', ')}`] : [];
    });
    expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
  });
});
