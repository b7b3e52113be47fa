/** The sample bank statements kept in the repository (test-data/bank-statements, byte for byte). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BANK_STATEMENTS_DIR = fileURLToPath(
  new URL('../../../../test-data/bank-statements/', import.meta.url),
);

export function bankStatement(name: string): string {
  return readFileSync(`${BANK_STATEMENTS_DIR}${name}`, 'utf8');
}
