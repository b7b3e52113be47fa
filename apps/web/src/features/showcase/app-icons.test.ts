import { expect, test } from 'vitest';
import { APP_ICONS } from './app-icons';

// The app's own source, as text; the showcase's files list the icons rather than use them.
const sources = import.meta.glob<string>(
  ['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx', '!./**'],
  { query: '?raw', import: 'default', eager: true },
);

const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g;

test('the gallery lists exactly the icons the app imports', () => {
  const used = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(IMPORT)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (/^Icon[A-Z]/.test(name) && name !== 'IconProps') used.add(name);
      }
    }
  }
  expect(used.size).toBeGreaterThan(100);
  expect(Object.keys(APP_ICONS).sort()).toEqual([...used].sort());
});
