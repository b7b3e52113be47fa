/**
 * While a backup holds its lock, stored files are not removed (the backup may still need them);
 * once it is done, removals go through again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { BACKUP_LOCK_SQL, backupRunning, pausingRemovalsDuringBackups } from './backup-gate';
import { createLocalStorage } from './file-storage';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'usaha-gate-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Holds the backup lock while `during` runs: PGlite's one session, or a transaction of its own. */
async function whileBackingUp(during: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') {
    await database.query(`select pg_advisory_lock(${BACKUP_LOCK_SQL})`);
    try {
      await during();
    } finally {
      await database.query(`select pg_advisory_unlock(${BACKUP_LOCK_SQL})`);
    }
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${BACKUP_LOCK_SQL})`));
    await during();
  });
}

describe('removals during a backup', () => {
  it('are left for the sweep while the lock is held, and done again after', async () => {
    const log = { error: vi.fn(), info: vi.fn() };
    const storage = pausingRemovalsDuringBackups(createLocalStorage(dir), database, log);
    await storage.put('b/kept', Buffer.from('1'));
    expect(await backupRunning(database)).toBe(false);

    await whileBackingUp(async () => {
      expect(await backupRunning(database)).toBe(true);
      await storage.remove('b/kept');
    });
    expect(await storage.read('b/kept')).toEqual(Buffer.from('1'));
    expect(log.info).toHaveBeenCalledWith(
      { key: 'b/kept' },
      'a backup is running: the file is left for the stored-files sweep',
    );

    expect(await backupRunning(database)).toBe(false);
    await storage.remove('b/kept');
    expect(await storage.read('b/kept')).toBeNull();
  });
});
