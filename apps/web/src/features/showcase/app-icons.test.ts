import { expect, test } from 'vitest';
import * as kit from '../../components/icons';
import { APP_ICONS } from './app-icons';

// The app's own source, as text; the showcase's files list the icons rather than use them.
const sources = import.meta.glob<string>(
  ['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx', '!./**'],
  { query: '?raw', import: 'default', eager: true },
);

const IMPORT =
  /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](?:\.\.?\/)+(?:components\/)?icons['"]/g;

function iconsImported(): string[] {
  const used = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(IMPORT)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (/^Icon[A-Z]/.test(name) && name !== 'IconProps') used.add(name);
      }
    }
  }
  return [...used].sort();
}

test('the gallery and components/icons.ts list exactly the icons the app imports', () => {
  const used = iconsImported();
  expect(used.length).toBeGreaterThan(100);
  expect(Object.keys(APP_ICONS).sort()).toEqual(used);
  expect(Object.keys(kit).sort()).toEqual(used);
});

test('no file but components/icons.ts and the gallery list imports the package of 6,000 icons', () => {
  const importers = Object.entries(sources)
    .filter(([, text]) => /from\s*['"]@tabler\/icons-react['"]/.test(text))
    .map(([path]) => path);
  expect(importers).toEqual(['../../components/icons.ts']);
});
