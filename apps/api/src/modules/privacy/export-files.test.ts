import { describe, expect, it } from 'vitest';
import { businessFolders, jsonArray, jsonDocument } from './export-files';

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

async function* from<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

describe('jsonArray', () => {
  it('writes valid JSON for no, one and many items', async () => {
    expect(await text(jsonArray(from([])))).toBe('[]\n');
    expect(JSON.parse(await text(jsonArray(from([{ a: 1 }]))))).toEqual([{ a: 1 }]);
    const many = Array.from({ length: 5000 }, (_, i) => ({ i, text: `baris "${i}"\n` }));
    const chunks: string[] = [];
    for await (const chunk of jsonArray(from(many))) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(JSON.parse(chunks.join(''))).toEqual(many);
  });
});

describe('jsonDocument', () => {
  it('indents and ends with a newline', () => {
    expect(jsonDocument({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});

describe('businessFolders', () => {
  it('makes plain, distinct folder names', () => {
    expect(
      businessFolders([
        'Toko Maju Jaya',
        'Kopi Ñusantara & Co.',
        'toko maju jaya',
        '***',
        'Warung',
      ]),
    ).toEqual(['toko-maju-jaya', 'kopi-nusantara-co', 'toko-maju-jaya-2', 'business', 'warung']);
  });

  it('keeps long names short without a trailing dash', () => {
    const [folder] = businessFolders([`${'a'.repeat(39)} b`]);
    expect(folder).toBe('a'.repeat(39));
  });
});
