/**
 * While a backup runs, stored files are not removed: the backup's database snapshot may still
 * point at a file whose row was deleted after it, and the file must be in the backup. A removal
 * asked for meanwhile is left to the daily sweep (stored-files-sweep.ts), which finds the file
 * unreferenced later. The backup holds an advisory lock for its whole run (any process, either
 * engine); a removal looks whether it is held.
 */
import type { Database } from '../db/client';
import type { FileStorage, StorageLog } from './file-storage';

/** pg_advisory_lock(int4, int4): "USAH", then 2 for backups (1 is the scheduler's leader). */
export const BACKUP_LOCK = { classId: 1_431_519_560, objectId: 2 } as const;
export const BACKUP_LOCK_SQL = `${BACKUP_LOCK.classId}, ${BACKUP_LOCK.objectId}`;

export async function backupRunning(database: Database): Promise<boolean> {
  const [row] = await database.query<{ held: boolean }>(
    `select exists(
       select 1 from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2
          and classid = $1::int8::oid and objid = $2::int8::oid
     ) as held`,
    [BACKUP_LOCK.classId, BACKUP_LOCK.objectId],
  );
  return row?.held === true;
}

/** The store, its removals skipped (and logged) while a backup runs. */
export function pausingRemovalsDuringBackups(
  storage: FileStorage,
  database: Database,
  log: StorageLog & { info(details: object, message: string): void },
): FileStorage {
  return {
    ...storage,
    async remove(key) {
      if (await backupRunning(database)) {
        log.info({ key }, 'a backup is running: the file is left for the stored-files sweep');
        return;
      }
      await storage.remove(key);
    },
  };
}
