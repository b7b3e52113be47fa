/** Small pieces of the data export: JSON files written as they are read, and folder names. */

/** Items are joined into chunks of about this many characters: fewer, larger writes. */
const CHUNK_CHARS = 64 * 1024;

/** A JSON array, one item per line, streamed: the items never sit in memory together. */
export async function* jsonArray<T>(items: AsyncIterable<T>): AsyncGenerator<string> {
  let chunk = '[';
  let first = true;
  for await (const item of items) {
    chunk += `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
    first = false;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}${first ? '' : '\n'}]\n`;
}

/** A small JSON document, indented for reading. */
export function jsonDocument(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * A folder name for each business: its name in lower-case ASCII with dashes ("Toko Maju Jaya"
 * → "toko-maju-jaya"), numbered when two businesses would share one.
 */
export function businessFolders(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40)
        .replace(/-+$/, '') || 'business';
    let folder = base;
    for (let n = 2; taken.has(folder); n += 1) folder = `${base}-${n}`;
    taken.add(folder);
    return folder;
  });
}
