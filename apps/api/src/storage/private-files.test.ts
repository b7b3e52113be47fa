import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tightenTree } from './private-files';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('tightenTree', () => {
  it('makes every directory 0700 and every file 0600, leaves what a link points at alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'usaha-tighten-'));
    const outside = mkdtempSync(join(tmpdir(), 'usaha-outside-'));
    writeFileSync(join(outside, 'shared.txt'), 'not ours to narrow', { mode: 0o644 });
    chmodSync(join(outside, 'shared.txt'), 0o644);
    chmodSync(outside, 0o755);
    mkdirSync(join(root, 'pglite', 'base', '1'), { recursive: true, mode: 0o777 });
    mkdirSync(join(root, 'mail'), { mode: 0o755 });
    for (const [path, mode] of [
      ['jwt-secret', 0o644],
      ['pglite/base/1/1259', 0o666],
      ['mail/reset.eml', 0o644],
      ['mail/odd.eml', 0o4755],
    ] as const) {
      writeFileSync(join(root, path), 'x');
      chmodSync(join(root, path), mode);
    }
    for (const dir of ['', 'pglite', 'pglite/base', 'pglite/base/1', 'mail']) {
      chmodSync(join(root, dir), 0o777);
    }
    symlinkSync(outside, join(root, 'link-to-dir'));
    symlinkSync(join(outside, 'shared.txt'), join(root, 'link-to-file'));

    expect(tightenTree(root)).toBe(9);

    for (const dir of ['', 'pglite', 'pglite/base', 'pglite/base/1', 'mail']) {
      expect(modeOf(join(root, dir)), dir).toBe(0o700);
    }
    for (const file of ['jwt-secret', 'pglite/base/1/1259', 'mail/reset.eml', 'mail/odd.eml']) {
      expect(modeOf(join(root, file)), file).toBe(0o600);
    }
    expect(modeOf(outside)).toBe(0o755);
    expect(modeOf(join(outside, 'shared.txt'))).toBe(0o644);
    expect(readdirSync(root).sort()).toEqual([
      'jwt-secret',
      'link-to-dir',
      'link-to-file',
      'mail',
      'pglite',
    ]);
    // Once narrowed, a second start changes nothing.
    expect(tightenTree(root)).toBe(0);
  });

  it('is no error for a data directory that does not exist yet', () => {
    expect(tightenTree(join(tmpdir(), 'usaha-never-made', String(process.pid)))).toBe(0);
  });
});
