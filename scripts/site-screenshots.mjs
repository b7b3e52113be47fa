#!/usr/bin/env node
/**
 * The home page's pictures of the app (issue 18): the top of the sample dashboard as the e2e
 * screenshot run took it (e2e/spec-routes.spec.ts, a visitor's /apps/dashboard), on a phone and
 * on a desktop, light and dark, cut to the first screen and saved as WebP in
 * apps/web/public/screenshots/. Run after the e2e run: `npm run site:screenshots`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = join(ROOT, 'test-results/screenshots');
const OUT = join(ROOT, 'apps/web/public/screenshots');

/** name → the e2e shot, the part kept (its first screen) and the width saved. */
const PICTURES = {
  'dashboard-phone': { shot: 'apps_dashboard-phone', width: 375, height: 812, saved: 375 },
  'dashboard-desktop': { shot: 'apps_dashboard-desktop', width: 1280, height: 800, saved: 960 },
};

mkdirSync(OUT, { recursive: true });
for (const [name, picture] of Object.entries(PICTURES)) {
  for (const scheme of ['light', 'dark']) {
    const source = join(SHOTS, `${picture.shot}-${scheme}.png`);
    if (!existsSync(source)) {
      console.error(`${source} is missing: run the e2e tests first (npm run test:e2e).`);
      process.exit(1);
    }
    const target = join(OUT, `${name}-${scheme}.webp`);
    const info = await sharp(source)
      .extract({ left: 0, top: 0, width: picture.width, height: picture.height })
      .resize({ width: picture.saved })
      .webp({ quality: 82 })
      .toFile(target);
    console.log(`${target}: ${info.width}×${info.height}, ${(info.size / 1000).toFixed(1)} KB`);
  }
}
