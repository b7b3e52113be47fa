/**
 * A fingerprint of everything a business holds: every row of every table with a `business_id`,
 * the business itself and its members' user rows, in one statement. Equal fingerprints before and
 * after a refused request prove it changed nothing.
 */
import type { Database } from '../../db/client';

type Raw = Pick<Database, 'query'>;

async function businessTables(database: Raw): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'business_id'
     order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

const digest = (from: string) =>
  `(select coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${from})`;

/** The statement that fingerprints business `$1` and users `$2` (an array of ids). */
export async function snapshotStatement(database: Raw): Promise<string> {
  const tables = await businessTables(database);
  const parts = [
    ...tables.map((table) => `'${table}:' || ${digest(`"${table}" x where x.business_id = $1`)}`),
    `'businesses:' || ${digest('businesses x where x.id = $1')}`,
    `'users:' || ${digest('users x where x.id = any($2::uuid[])')}`,
  ];
  return `select ${parts.join(" || ' ' || ")} as fingerprint`;
}

export function createSnapshot(
  database: Raw,
  statement: string,
  businessId: string,
  users: string[],
) {
  return async (): Promise<string> => {
    const [row] = await database.query<{ fingerprint: string }>(statement, [businessId, users]);
    return row?.fingerprint ?? '';
  };
}
