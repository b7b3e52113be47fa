import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { chunkPlan } from './build/chunk-plan';
import { ISLANDS_MODE, RUNTIME_MODE, runtimeBuild, ssrBuild } from './build/public-pages';

/** One id per build: the running app compares it with dist/builds/latest.json to notice a deploy. */
const buildId =
  process.env.USAHA_BUILD_ID ??
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;

function buildInfoPlugin(): Plugin {
  return {
    name: 'usaha-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: buildId, built_at: new Date().toISOString() })}\n`,
      });
    },
  };
}

/**
 * Hashed assets never change, so they are compressed once here (brotli and gzip at their best
 * levels) and the server sends the ready file instead of compressing on every request.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'usaha-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      // This build's own files: a later build into the same folder leaves the others as they are.
      for (const name of Object.keys(bundle)) {
        if (!name.startsWith('assets/') || !/\.(js|css|svg|json)$/.test(name)) continue;
        const source = readFileSync(join(dir, name));
        if (source.length < 1024) continue;
        writeFileSync(join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const chunks = chunkPlan();

const app = {
  plugins: [react(), buildInfoPlugin(), precompressPlugin(), chunks.plugin],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // A page's code in a few files (build/chunk-plan.ts, issue 13).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY },
          groups: chunks.groups,
        },
      },
      treeshake: {
        // The shared package has no side effects but does not say so, and zod's only one is
        // installing its English messages, which the web never shows (it translates by field).
        // Without this, every page would carry zod and all the shared schemas.
        moduleSideEffects: (id) =>
          !id.includes('/packages/shared/src/') && !id.includes('/node_modules/zod/'),
        // Building a schema (z.object(…), z.string().min(…)) has no effect until it is used.
        manualPureFunctions: ['z'],
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ mode, isSsrBuild }) => {
  // The server-rendered public pages' script and renderer (build/public-pages.ts).
  if (mode === RUNTIME_MODE || mode === ISLANDS_MODE) {
    const runtime = runtimeBuild(mode, app.build.rolldownOptions.treeshake);
    return { ...runtime, plugins: [react(), precompressPlugin()], define: app.define };
  }
  if (isSsrBuild) {
    const ssr = ssrBuild();
    return { ...ssr, plugins: [react(), ...(ssr.plugins ?? [])], define: app.define };
  }
  return app;
});
