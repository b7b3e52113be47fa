/**
 * The builds of the server-rendered public pages (issue 18), after the app's own build:
 *   - `vite build --mode public-runtime`: their one small script (src/public-runtime/), alone in
 *     its file, sharing no chunk with the app (so a public page never pulls the app's start-up);
 *   - `vite build --mode public-islands`: the scripts that put a working piece of the app into
 *     one page (/contact's form), apart, so the pages' script stays one file;
 *   - `vite build --ssr src/ssr/entry-server.tsx`: the renderer the API imports (dist-ssr/), and
 *     the pages' stylesheet, copied beside the app's assets. dist-ssr/public-assets.json names
 *     the stylesheet and the script for the API's HTML.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';

export const RUNTIME_MODE = 'public-runtime';
export const ISLANDS_MODE = 'public-islands';
const RUNTIME_ENTRY = 'src/public-runtime/runtime.ts';
/** A page's island, named for the pages that load it (ssr/entry-server.tsx ISLANDS). */
const ISLAND_ENTRIES = { contact: 'src/public-runtime/contact-island.tsx' } as const;
const MANIFESTS = {
  [RUNTIME_MODE]: '.vite/public-runtime-manifest.json',
  [ISLANDS_MODE]: '.vite/public-islands-manifest.json',
};

type Treeshake = NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['treeshake'];

/** The build of the pages' script, or of the islands, shaken as the app's own build is. */
export function runtimeBuild(
  mode: typeof RUNTIME_MODE | typeof ISLANDS_MODE,
  treeshake: Treeshake,
): UserConfig {
  const input =
    mode === RUNTIME_MODE
      ? { 'public-runtime': RUNTIME_ENTRY }
      : Object.fromEntries(
          Object.entries(ISLAND_ENTRIES).map(([name, entry]) => [`${name}-island`, entry]),
        );
  return {
    publicDir: false,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      manifest: MANIFESTS[mode],
      modulePreload: false,
      rolldownOptions: {
        input,
        output: { entryFileNames: 'assets/[name]-[hash].js' },
        treeshake,
      },
    },
  };
}

function readManifest(mode: keyof typeof MANIFESTS): Record<string, { file: string }> {
  const file = join('dist', MANIFESTS[mode]);
  if (!existsSync(file)) throw new Error(`Build ${mode} before the SSR build`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
}

function compressBeside(file: string) {
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** Copies the pages' stylesheets into dist/assets and names them and the script. */
function publicAssetsPlugin(): Plugin {
  return {
    name: 'usaha-public-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const out = options.dir ?? 'dist-ssr';
      const styles = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      for (const name of styles) {
        const target = join('dist', 'assets', basename(name));
        copyFileSync(join(out, name), target);
        compressBeside(target);
      }
      const manifest = { ...readManifest(RUNTIME_MODE), ...readManifest(ISLANDS_MODE) };
      const fileOf = (entry: string) => {
        const file = manifest[entry]?.file;
        if (!file) throw new Error(`${entry} is missing from the public pages' manifests`);
        return `/${file}`;
      };
      writeFileSync(
        join(out, 'public-assets.json'),
        `${JSON.stringify({
          styles: styles.map((name) => `/assets/${basename(name)}`),
          scripts: [fileOf(RUNTIME_ENTRY)],
          islands: Object.fromEntries(
            Object.entries(ISLAND_ENTRIES).map(([name, entry]) => [name, fileOf(entry)]),
          ),
        })}\n`,
      );
    },
  };
}

export function ssrBuild(): UserConfig {
  return {
    plugins: [publicAssetsPlugin()],
    publicDir: false,
    build: {
      outDir: 'dist-ssr',
      emptyOutDir: true,
      ssrEmitAssets: true,
      cssCodeSplit: false,
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  };
}
