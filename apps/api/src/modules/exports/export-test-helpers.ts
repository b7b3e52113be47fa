/** Builders for the export writers' tests. */
import type { ExportEntry } from './export-types';

let counter = 0;

export function makeEntry(overrides: Partial<ExportEntry> = {}): ExportEntry {
  counter += 1;
  return {
    id: `e${String(counter).padStart(4, '0')}`,
    date: '2024-03-01',
    cashbook_name: 'Kas Toko',
    currency: 'IDR',
    direction: 'in',
    amount: 15_000_000,
    category_name: 'Penjualan',
    category_kind: 'income',
    description: 'Penjualan tunai',
    reference: null,
    source: 'manual',
    transfer_id: null,
    transfer_role: null,
    created_by_name: 'Budi',
    ...overrides,
  };
}

/** An async source like a database cursor, one row per tick. */
export async function* streamOf<T>(items: Iterable<T>): AsyncGenerator<T> {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}

export async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
