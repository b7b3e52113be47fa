/** A new, empty database on the server `url` points at, for the crash and backup rounds. */
import pg from 'pg';

export async function createDatabaseBeside(
  url: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
