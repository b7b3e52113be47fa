import { defineConfig } from 'vitest/config';

const engine = process.env.USAHA_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    name: engine === 'postgres' ? 'api-postgres' : 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // The server-process test runs PGlite whatever the engine: once per run is enough.
    exclude: engine === 'postgres' ? ['src/server.process.test.ts'] : [],
    globalSetup: ['src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each test file builds its own app and database, and no test stubs a module or a global:
    // sharing the imported modules across files halves the run (most of it was importing).
    isolate: false,
    env: { TZ: 'UTC' },
  },
});
