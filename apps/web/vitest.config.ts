import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // https so that Secure cookies are kept by the test document, as in a real browser.
    environmentOptions: { happyDOM: { url: 'https://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: on this 2-core machine, one. Two
    // workers run the files in about half the time (most of a file's time is importing).
    maxWorkers: 2,
    // A test's first visit to a lazy route transforms that chunk; in a clean clone (no cache)
    // on two busy cores that alone can pass Vitest's 5 s default. Waits inside stay at 5 s.
    testTimeout: 40_000,
  },
});
