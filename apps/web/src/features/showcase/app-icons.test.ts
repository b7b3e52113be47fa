import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { APP_ICONS } from './app-icons';

const SRC = join(import.meta.dirname, '../..');
const SHOWCASE = join(SRC, 'features/showcase');
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === SHOWCASE ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('the gallery lists exactly the icons the app imports', () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (/^Icon[A-Z]/.test(name) && name !== 'IconProps') used.set(name, relative(SRC, file));
      }
    }
  }
  expect(Object.keys(APP_ICONS).sort()).toEqual([...used.keys()].sort());
});
