#!/usr/bin/env node
/**
 * Builds the web app only when what it is built from changed since the last build: `npm start`
 * restarts in a second or two instead of rebuilding every time. The inputs are every file under
 * apps/web (but its build output) and packages/shared, and the lock file; their paths, sizes and
 * contents' modification times make a fingerprint kept beside the build in dist/.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.build-inputs');
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.vite', 'coverage']);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

function fingerprint() {
  const hash = createHash('sha256');
  const inputs = [
    ...files(join(root, 'apps/web')),
    ...files(join(root, 'packages/shared')),
    join(root, 'package-lock.json'),
  ].sort();
  for (const path of inputs) {
    const { size, mtimeMs } = statSync(path);
    hash.update(`${relative(root, path)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const now = fingerprint();
const built = existsSync(stampFile) && existsSync(join(dist, 'index.html'));
if (built && readFileSync(stampFile, 'utf8').trim() === now) {
  console.log('Web app unchanged since its last build: not rebuilt.');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@usaha/web'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, `${now}\n`);
}
