import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The property tests do a fixed amount of work (10,000 runs each): the limit only
          // catches a hang, and leaves room for a machine twice as slow under a full CI run.
          testTimeout: 60_000,
          // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
          maxWorkers: 2,
        },
      },
      './apps/api/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
