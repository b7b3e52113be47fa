/**
 * Where the API's own files are, reckoned from this file: it sits in `src/` under tsx and in
 * `dist/` when bundled (scripts/build-server.mjs), one folder below `apps/api` either way.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(API_ROOT, '../..');
/** The migrations drizzle-kit writes. */
export const MIGRATIONS_DIR = resolve(API_ROOT, 'drizzle');
