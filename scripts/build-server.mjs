#!/usr/bin/env node
/**
 * Bundles the API's own sources (and the shared package) into apps/api/dist/server.mjs (and each operator's command into one file beside it),
 * with every other package left to node_modules: the server then starts without compiling ~700
 * TypeScript files under tsx (`npm start`, the crash rounds' 40-odd restarts, the end-to-end
 * server). esbuild, which tsx itself runs on, strips the types; `tsc -b` is what checks them.
 * Takes well under a second, so it runs on every start.
 */
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');

/** Packages stay imports (resolved from node_modules at run time); the workspace's are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@usaha/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The server and the operator's commands beside it (`npm run migrate`, `cluster`, `backup`, `restore`). */
const entries = [
  'server.ts',
  'scripts/migrate.ts',
  'scripts/cluster.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
];

await build({
  entryPoints: entries.map((entry) => join(root, 'apps/api/src', entry)),
  // dist/ is one folder below apps/api, as src/ is: src/paths.ts finds the same files from both.
  outdir: join(root, 'apps/api/dist'),
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  plugins: [packagesOutside],
  logLevel: 'warning',
});
