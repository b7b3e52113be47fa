/**
 * DATA_DIR holds the database, uploaded receipts, mail with reset and invitation links and the
 * token secret: only the user running Usaha may read it. Directories are 0700, files 0600.
 */
import { chmodSync, lstatSync, readdirSync, type Stats, statSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Narrows an existing tree left by an older version or made by hand: each directory and regular
 * file the process owns gets the private mode. What another user owns is left alone (and not
 * entered), symbolic links are not followed (their targets may lie outside), sockets and other
 * special files keep their modes. Returns how many modes it changed.
 */
export function tightenTree(root: string): number {
  const top = ignoreGone(() => statSync(root));
  if (!top?.isDirectory()) return 0;
  const uid = process.getuid?.();
  const owned = (stats: Stats) => uid === undefined || stats.uid === uid;
  let changed = 0;
  const narrow = (path: string, stats: Stats) => {
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o7777) === wanted) return;
    ignoreGone(() => chmodSync(path, wanted));
    changed += 1;
  };
  const walk = (directory: string) => {
    const names = ignoreGone(() => readdirSync(directory)) ?? [];
    for (const name of names) {
      const path = join(directory, name);
      const stats = ignoreGone(() => lstatSync(path));
      if (!stats || !owned(stats)) continue;
      if (stats.isDirectory()) {
        narrow(path, stats);
        walk(path);
      } else if (stats.isFile()) {
        narrow(path, stats);
      }
    }
  };
  if (!owned(top)) return 0;
  narrow(root, top);
  walk(root);
  return changed;
}

/** A file removed while the tree is walked (another process's temporary file) is no error. */
function ignoreGone<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
