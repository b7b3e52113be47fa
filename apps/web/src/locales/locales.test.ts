import { expect, test } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function namespaces(language: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result.set(match[2], keysOf(content).sort());
  }
  return result;
}

test('id and en have the same namespaces and the same keys in each', () => {
  const id = namespaces('id');
  const en = namespaces('en');
  expect([...en.keys()].sort()).toEqual([...id.keys()].sort());
  expect(id.size).toBeGreaterThanOrEqual(6);
  for (const [namespace, keys] of id) {
    const missingInEn = keys.filter((key) => !en.get(namespace)?.includes(key));
    const missingInId = (en.get(namespace) ?? []).filter((key) => !keys.includes(key));
    expect({ namespace, missingInEn, missingInId }).toEqual({
      namespace,
      missingInEn: [],
      missingInId: [],
    });
  }
});

test('no translation is empty', () => {
  for (const [path, content] of Object.entries(files)) {
    const empty = keysOf(content).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>(
          (node, part) =>
            typeof node === 'object' && node !== null
              ? (node as Record<string, unknown>)[part]
              : undefined,
          content,
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect({ path, empty }).toEqual({ path, empty: [] });
  }
});
