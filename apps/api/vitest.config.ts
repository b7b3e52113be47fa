import { configDefaults, defineConfig } from 'vitest/config';

const engine = process.env.USAHA_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    name: engine === 'postgres' ? 'api-postgres' : 'api',
    root: import.meta.dirname,
    // On PostgreSQL only what talks to the database runs again (`*.api.test.ts`): the pure
    // tests beside the code, the layers and the server-process test (PGlite whatever the engine)
    // run once, on the PGlite pass. What needs a PostgreSQL server of its own (several processes
    // on one database: `*.postgres.test.ts`) runs on the PostgreSQL pass alone.
    include:
      engine === 'postgres'
        ? ['src/**/*.api.test.ts', 'src/**/*.postgres.test.ts']
        : ['src/**/*.test.ts'],
    exclude:
      engine === 'postgres'
        ? configDefaults.exclude
        : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
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
