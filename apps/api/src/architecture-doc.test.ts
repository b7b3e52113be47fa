/**
 * docs/architecture.md names the files it describes in backticks; each must exist, so the map
 * cannot drift from the house unseen. A path is looked up from the project's root and from each
 * source root the doc speaks from (the API's, the web's, the shared package's); a bare file name
 * (`render.ts`, in a sentence about `pdf/`) must be the name of a file somewhere in the project.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const BASES = ['', 'apps/api/src', 'apps/api', 'apps/web/src', 'apps/web', 'packages/shared/src'];

/** Every file name in the project's own folders. */
function fileNames(): Set<string> {
  const names = new Set<string>();
  for (const folder of ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs']) {
    for (const path of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      if (!path.includes('node_modules') && !path.includes('dist/')) names.add(basename(path));
    }
  }
  return names;
}

/** The backticked words that name a file or folder: a slash or a file ending, no placeholder. */
export function pathsNamed(text: string): string[] {
  const found = new Set<string>();
  for (const [, word = ''] of text.matchAll(/`([^`\s]+)`/g)) {
    // Routes, globs, placeholders, and the workplace's files outside the project (`../shared/`).
    if (/[*<>{}…]|^\/|^https?:|^\.\.?$|^\.\.\//.test(word)) continue;
    const path = word.replace(/[.,:;]$/, '').replace(/\/$/, '');
    if (path.includes('/') || /\.(ts|tsx|mjs|js|json|md|sh|sql|css)$/.test(path)) found.add(path);
  }
  return [...found];
}

it('names only paths that exist', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const named = pathsNamed(doc);
  expect(named.length).toBeGreaterThan(30);
  const names = fileNames();
  const missing = named.filter((path) =>
    path.includes('/')
      ? !BASES.some((base) => existsSync(join(ROOT, base, path)))
      : !names.has(path),
  );
  expect(missing, `\n${missing.join('\n')}\n`).toEqual([]);
});

it('reads a backticked path, and leaves routes, globs and placeholders alone', () => {
  expect(
    pathsNamed(
      'see `lib/actor.ts`, `modules/*`, `/api/v1/x/`, `<module>.module.ts`, `../shared/SPEC.md`, `app.ts`.',
    ),
  ).toEqual(['lib/actor.ts', 'app.ts']);
});
