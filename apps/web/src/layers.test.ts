/**
 * The floors of the web (STYLE.md): app/ → features/* → api/, components/, lib/ →
 * packages/shared. A feature stands beside the others and reaches into another only through
 * one of its domain widgets named below; api/, components/ and lib/ import no feature and no
 * app/. The import graph is read from the source text, static and dynamic imports alike.
 */
import { expect, test } from 'vitest';

/**
 * The pieces one feature may embed from another, and why they are not in components/: they
 * speak their own area's words and data. A thing two features need otherwise moves down a floor.
 */
const DOMAIN_WIDGETS: Record<string, string> = {
  'features/contacts/contact-picker':
    'picks a contact for an entry, an invoice or a Transaksi filter',
  'features/products/product-picker': 'picks a product for an invoice line',
  'features/products/save-line-as-product': 'saves a free-text invoice line as a product',
  'features/cashbook/components/entry-fields': 'the fields of an entry, also in its edit form',
};

// This file's own examples below are not imports of the app.
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./layers.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** `./a/b.tsx` importing `../c/d` → `c/d` (the path under src/, without its extension). */
function resolve(file: string, specifier: string): string {
  const parts = file.replace(/^\.\//, '').split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/').replace(/\.(tsx?|css)$/, '');
}

/** Every relative import of the web's own code: `from → to`, both under src/. */
function importGraph(files: Record<string, string>): { from: string; to: string }[] {
  return Object.entries(files).flatMap(([file, text]) =>
    [...text.matchAll(IMPORT)].map((match) => ({
      from: file.replace(/^\.\//, ''),
      to: resolve(file, match[1] ?? ''),
    })),
  );
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The imports that break a floor, as `from → to (why)`; empty when the floors hold. */
function floorViolations(edges: { from: string; to: string }[]): string[] {
  const violations: string[] = [];
  for (const { from, to } of edges) {
    const source = featureOf(from);
    const target = featureOf(to);
    const floor = from.split('/')[0] ?? '';
    if (['api', 'components', 'lib'].includes(floor) && (target || to.startsWith('app/'))) {
      violations.push(`${from} → ${to} (${floor}/ imports no feature and no app/)`);
    } else if (source && target && source !== target && !(to in DOMAIN_WIDGETS)) {
      violations.push(`${from} → ${to} (another feature, not one of its domain widgets)`);
    } else if (source && to.startsWith('app/') && !isTest(from)) {
      violations.push(`${from} → ${to} (a feature does not import app/)`);
    }
  }
  return violations;
}

test('features import each other only through the named domain widgets', () => {
  expect(floorViolations(importGraph(sources))).toEqual([]);
});

/**
 * How many imports cross from one feature into another (tests aside): each is a place where two
 * features change together. All are the domain widgets above (the pickers, the line saved as a
 * product, an entry's fields); anything else two features share is kit in components/.
 */
const MOST_CROSS_FEATURE_IMPORTS = 10;

test(`at most ${MOST_CROSS_FEATURE_IMPORTS} imports cross from one feature into another`, () => {
  const crossing = importGraph(sources).filter(({ from, to }) => {
    const source = featureOf(from);
    return !isTest(from) && source && featureOf(to) && source !== featureOf(to);
  });
  expect(crossing.length).toBeGreaterThan(0);
  expect(
    crossing.length,
    crossing.map(({ from, to }) => `${from} → ${to}`).join('\n'),
  ).toBeLessThanOrEqual(MOST_CROSS_FEATURE_IMPORTS);
});

test('the graph sees every kind of import, and a borrowed piece is refused', () => {
  const edges = importGraph({
    './features/notes/notes-page.tsx': [
      "import { PageHeader } from '../../components/page-header';",
      "import type { Entry } from '../transactions/components/entry-table';",
      "const page = () => import('../contacts/contacts-page');",
      "export { EntryFields } from '../cashbook/components/entry-fields';",
    ].join('\n'),
    './lib/format.ts': "import { NotesPage } from '../features/notes/notes-page';",
    './components/menu.tsx': "import { routes } from '../app/routes';",
  });
  expect(floorViolations(edges)).toEqual([
    'features/notes/notes-page.tsx → features/transactions/components/entry-table (another feature, not one of its domain widgets)',
    'features/notes/notes-page.tsx → features/contacts/contacts-page (another feature, not one of its domain widgets)',
    'lib/format.ts → features/notes/notes-page (lib/ imports no feature and no app/)',
    'components/menu.tsx → app/routes (components/ imports no feature and no app/)',
  ]);
});

test('every domain widget of the list exists', () => {
  const modules = new Set(
    Object.keys(sources).map((file) => resolve(file, `./${file.split('/').pop()}`)),
  );
  expect(Object.keys(DOMAIN_WIDGETS).filter((widget) => !modules.has(widget))).toEqual([]);
});
