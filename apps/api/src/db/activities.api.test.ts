import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the activity log', () => {
  it('takes new rows and refuses to change or delete any', async () => {
    await database.query(
      "insert into activities (id, action) values ('01a20000-0000-7000-8000-000000000001', 'test.created')",
    );
    await expect(database.query("update activities set action = 'x'")).rejects.toThrow(
      /append-only/,
    );
    await expect(database.query('delete from activities')).rejects.toThrow(/append-only/);
    await expect(database.query('truncate activities')).rejects.toThrow(/append-only/);
    expect(await database.query('select action from activities')).toEqual([
      { action: 'test.created' },
    ]);
  });
});
