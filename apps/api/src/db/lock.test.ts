import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('PGlite data directory lock', () => {
  it('refuses a second process with a clear message, and is released on close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'usaha-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'usaha.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Usaha process \(PID \d+\)/);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.on('exit', resolve));
    // The holder is gone: its lock is stale and is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'usaha.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'usaha.lock'))).toBe(false);
  });
});
