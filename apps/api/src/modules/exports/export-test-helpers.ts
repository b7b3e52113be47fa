import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
/** Builders for the export writers' tests. */
import type { ExportEntry } from './exports.types';

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

const run = promisify(execFile);

/** The real hledger: a missing one fails the test, it never skips it. */
export async function hledger(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('hledger', args, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'hledger is not installed; the journal export is checked against it. ' +
          "Install Debian's package: apt-get install -y hledger",
      );
    }
    const { stderr } = error as { stderr?: string };
    throw new Error(`hledger ${args.join(' ')} failed: ${stderr ?? String(error)}`);
  }
}

/** RFC 4180 rows as hledger writes them (every field quoted, no embedded line breaks). */
export function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) =>
        (match[1] ?? '').replaceAll('""', '"'),
      ),
    );
}

/** `hledger balance` as rows of [account, commodity, amount], flat, with zero balances kept. */
export async function hledgerBalances(file: string, ...query: string[]): Promise<string[][]> {
  const args = ['balance', '--flat', '--no-total', '-E', '--layout=bare', '-O', 'csv'];
  return csvRows(await hledger('-f', file, ...args, ...query));
}
