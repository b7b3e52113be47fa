/**
 * How a seed loads entries set-based, inside its transaction: the entries triggers disabled (a
 * million per-row trigger calls would take minutes) and the entries foreign keys dropped (a
 * million per-row lookups per key too); afterwards what the triggers keep — `entry_day_totals`,
 * the books' kept net and sums, `ledger_turnover` — is rebuilt from the entries of the seeded
 * businesses, the keys are added back NOT VALID and VALIDATEd (one set-based check each), and
 * the triggers are enabled again.
 */
import { FOREIGN_KEYS_SQL, REBUILD_SQL } from './ledger-seed-sql';
import { type Query, seconds } from './seed-session';

export async function loadEntries<T>(
  query: Query,
  businessIds: string[],
  log: (line: string) => void,
  fill: () => Promise<T>,
): Promise<T> {
  await query('alter table entries disable trigger user');
  const foreignKeys = (await query(FOREIGN_KEYS_SQL)) as Array<{
    name: string;
    definition: string;
  }>;
  for (const key of foreignKeys) await query(`alter table entries drop constraint "${key.name}"`);
  const filled = await fill();
  const rebuilt = performance.now();
  for (const statement of REBUILD_SQL) await query(statement, [businessIds]);
  log(`    day totals and book sums rebuilt: ${seconds(rebuilt)} s`);
  const validated = performance.now();
  for (const key of foreignKeys) {
    await query(`alter table entries add constraint "${key.name}" ${key.definition} not valid`);
    await query(`alter table entries validate constraint "${key.name}"`);
  }
  log(`    ${foreignKeys.length} foreign keys of entries validated: ${seconds(validated)} s`);
  await query('alter table entries enable trigger user');
  return filled;
}
