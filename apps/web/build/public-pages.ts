/**
 * The builds of the server-rendered public pages (issue 18), after the app's own build:
 *   - `vite build --mode public-runtime`: their one small script (src/public-runtime/), alone in
 *     its file, sharing no chunk with the app (so a public page never pulls the app's start-up);
 *   - `vite build --ssr src/ssr/entry-server.tsx`: the renderer the API imports (dist-ssr/), and
 *     the pages' stylesheet, copied beside the app's assets. dist-ssr/public-assets.json names
 *     the stylesheet and the script for the API's HTML.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';

export const RUNTIME_MODE = 'public-runtime';
const RUNTIME_ENTRY = 'src/public-runtime/runtime.ts';
const RUNTIME_MANIFEST = '.vite/public-runtime-manifest.json';

export function runtimeBuild(): UserConfig {
  return {
    publicDir: false,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      manifest: RUNTIME_MANIFEST,
      modulePreload: false,
      rolldownOptions: {
        input: { 'public-runtime': RUNTIME_ENTRY },
        output: { entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  };
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
      const manifestFile = join('dist', RUNTIME_MANIFEST);
      if (!existsSync(manifestFile))
        throw new Error('Build the public runtime before the SSR build');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        { file: string }
      >;
      const runtime = manifest[RUNTIME_ENTRY]?.file;
      if (!runtime) throw new Error(`${RUNTIME_ENTRY} is missing from ${manifestFile}`);
      writeFileSync(
        join(out, 'public-assets.json'),
        `${JSON.stringify({
          styles: styles.map((name) => `/assets/${basename(name)}`),
          scripts: [`/${runtime}`],
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
