/**
 * Every PGlite of the process starts here. On Node 22 and newer, V8 can abort the whole process
 * ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500) when its
 * WebAssembly code GC frees the baseline code of PGlite's functions that were tiered up, while
 * another isolate of the process (tsx's loader thread, a worker) allocates code. PGlite keeps one
 * compiled module per process, so keeping that dead baseline code instead costs a bounded few
 * megabytes: wasm code GC is turned off before the first PGlite compiles anything.
 */
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PostgreSQL extensions the migrations create; a server has them, PGlite loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

let flagsSet = false;

export function createPglite(options: Omit<PGliteOptions, 'extensions'>) {
  if (!flagsSet) {
    setFlagsFromString('--no-wasm-code-gc');
    flagsSet = true;
  }
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}
