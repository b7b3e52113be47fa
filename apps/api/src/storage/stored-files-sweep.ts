/**
 * The daily sweep of stored files no record points to: what a crash between storing a file and
 * committing its row left, or a removal that failed after its rows were gone. Only keys of the
 * shapes Usaha makes are looked at (a business's `<uuid>/…`, the blog's covers, testimonials'
 * photos), only those older than a day (an upload stores its file before its row commits), and
 * each module answers which of a batch of keys are its own.
 */
import type { StorageLog } from './file-storage';
import { discardFiles, type FileStorage } from './file-storage';

/** Which of these keys a module's records point to. */
export type FileOwner = (keys: string[]) => Promise<string[]>;

export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SWEPT_SHAPES = new RegExp(
  `^(${UUID}/[^/]+|blog/covers/${UUID}/[^/]+|testimonials/photos/${UUID}/[^/]+)$`,
);

export type SweepResult = { checked: number; removed: number };

export async function sweepStoredFiles(deps: {
  storage: FileStorage;
  owners: FileOwner[];
  now: Date;
  signal: AbortSignal;
  log: StorageLog;
}): Promise<SweepResult> {
  const discard = discardFiles(deps.storage, deps.log);
  const result: SweepResult = { checked: 0, removed: 0 };
  const settle = async (keys: string[]) => {
    const owned = new Set((await Promise.all(deps.owners.map((owner) => owner(keys)))).flat());
    const orphans = keys.filter((key) => !owned.has(key));
    await discard(orphans);
    result.checked += keys.length;
    result.removed += orphans.length;
  };
  const cutoff = deps.now.getTime() - SWEEP_GRACE_MS;
  let batch: string[] = [];
  for await (const file of deps.storage.list('')) {
    if (deps.signal.aborted) return result;
    if (!SWEPT_SHAPES.test(file.key) || file.modifiedAt.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length === BATCH) {
      await settle(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await settle(batch);
  return result;
}
