import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, discardFiles, type FileStorage, isValidKey } from './file-storage';

let dataDir: string;
let root: string;
let storage: FileStorage;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'usaha-storage-'));
  root = join(dataDir, 'uploads');
  storage = createLocalStorage(root);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const KEY = '0190a000-0000-7000-8000-000000000001/0190a000-0000-7000-8000-0000000000aa';

describe('local file storage', () => {
  it('stores bytes under the key, creating the directories, and reads them back', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    await storage.put(KEY, bytes);
    expect(readFileSync(join(root, KEY))).toEqual(bytes);
    expect(await storage.read(KEY)).toEqual(bytes);
  });

  it('keeps what it stores to its owner (directories 0700, files 0600), whatever the umask', async () => {
    const umask = process.umask(0);
    try {
      await storage.put(KEY, Buffer.from('receipt'));
    } finally {
      process.umask(umask);
    }
    const mode = (path: string) => statSync(path).mode & 0o777;
    const [business] = KEY.split('/');
    expect(mode(root)).toBe(0o700);
    expect(mode(join(root, business ?? ''))).toBe(0o700);
    expect(mode(join(root, KEY))).toBe(0o600);
  });

  it('leaves no temporary file behind and replaces a file whole', async () => {
    await storage.put(KEY, Buffer.from('first'));
    await Promise.all([
      storage.put(KEY, Buffer.alloc(256 * 1024, 1)),
      storage.put(KEY, Buffer.alloc(256 * 1024, 2)),
    ]);
    const [business] = KEY.split('/');
    expect(readdirSync(join(root, business ?? ''))).toEqual([KEY.split('/')[1]]);
    const stored = await storage.read(KEY);
    expect(stored?.length).toBe(256 * 1024);
    // One write or the other, never a mix of both.
    expect(new Set(stored)).toHaveProperty('size', 1);
  });

  it('reads null for a missing file and removes quietly what is not there', async () => {
    expect(await storage.read('nobody/nothing')).toBeNull();
    await expect(storage.remove('nobody/nothing')).resolves.toBeUndefined();
    await storage.put(KEY, Buffer.from('x'));
    await storage.remove(KEY);
    expect(existsSync(join(root, KEY))).toBe(false);
    expect(await storage.read(KEY)).toBeNull();
  });

  it.each([
    '',
    '..',
    '../secret',
    'business/../../etc/passwd',
    'business/..',
    '/etc/passwd',
    'business//file',
    'business/',
    'business\\file',
    'C:\\Windows',
    '.hidden',
    'business/.tmp',
    'business/file\0.png',
    'a'.repeat(256),
  ])('refuses the key %j', async (key) => {
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refused storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Refused storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/Refused storage key/);
    expect(existsSync(root) ? readdirSync(root) : []).toEqual([]);
  });

  it('accepts the keys the server makes', () => {
    expect(isValidKey(KEY)).toBe(true);
    expect(isValidKey('file.pdf')).toBe(true);
  });
});

describe('discardFiles', () => {
  it('removes every file and logs, without throwing, those it cannot remove', async () => {
    await storage.put('b/one', Buffer.from('1'));
    await storage.put('b/two', Buffer.from('2'));
    const log = { error: vi.fn() };
    const failing: FileStorage = {
      ...storage,
      async remove(key) {
        if (key === 'b/one') throw new Error('disk on fire');
        await storage.remove(key);
      },
    };
    await expect(discardFiles(failing, log)(['b/one', 'b/two', 'b/gone'])).resolves.toBeUndefined();
    expect(existsSync(join(root, 'b/one'))).toBe(true);
    expect(existsSync(join(root, 'b/two'))).toBe(false);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'b/one' }),
      'could not remove a stored file',
    );
  });
});
