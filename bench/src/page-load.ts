/**
 * Cold and warm page loads as a phone on 4G sees them (issue 13): headless Chromium at 375 px,
 * optionally with the network throttled to 150 ms round trips and 9 Mb/s and the CPU slowed 4×
 * (DevTools' own throttling, through CDP). Per page and per load:
 *   - cold: a fresh browser context (empty HTTP cache) already signed in; the largest contentful
 *     paint, the time the page's data is on screen, the scripts it fetched, the longest task;
 *   - warm: the same path opened again in that context (cached code, the last data kept);
 *   - in-app: from the dashboard (or the page that links to it), a tap on the page's link until
 *     its data is on screen.
 * Times are read in the page (performance.now() since the navigation started), so Playwright's
 * own round trips do not count.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { CHROMIUM as CHROMIUM_LAUNCH } from '../../e2e/support/chromium';

export type Throttle = { label: string; latencyMs: number; bitsPerSecond: number; cpuRate: number };
export const LOCALHOST: Throttle = {
  label: 'localhost',
  latencyMs: 0,
  bitsPerSecond: 0,
  cpuRate: 1,
};
export const PHONE_4G: Throttle = {
  label: '4G + 4× CPU',
  latencyMs: 150,
  bitsPerSecond: 9_000_000,
  cpuRate: 4,
};

/** A page to open, how to know its data is on screen, and the link that leads to it. */
export type PageTarget = {
  path: string;
  /** Text that appears only once the page's data has loaded. */
  readyText: string;
  /** Where the app's navigation links to it (the `href` of the link to tap in-app). */
  navHref: string;
  /** The page whose link is tapped (the dashboard when not given). */
  from?: { path: string; readyText: string };
};

export type Session = { cookies: Array<{ name: string; value: string }>; origin: string };

export type LoadFigures = {
  path: string;
  lcpMs: number;
  contentMs: number;
  scripts: number;
  scriptWireBytes: number;
  longestTaskMs: number;
  warmContentMs: number;
  inAppMs: number;
};

const PHONE = { width: 375, height: 812 };
/** A page that never shows its data is an error, not a slow figure (a slow machine gets room). */
const READY_TIMEOUT_MS = 60_000;

/** Watches largest contentful paints and long tasks from the first byte of every document. */
const OBSERVE = `(() => {
  const perf = { lcp: 0, longest: 0 };
  window.__loadFigures = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = Math.max(perf.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longest = Math.max(perf.longest, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function throttle(
  page: Page,
  context: BrowserContext,
  setting: Throttle,
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  if (setting.latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: setting.latencyMs,
      downloadThroughput: setting.bitsPerSecond / 8,
      uploadThroughput: setting.bitsPerSecond / 8,
    });
  }
  if (setting.cpuRate > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: setting.cpuRate });
  return cdp;
}

/** Resolves with performance.now() at the first animation frame where `text` is on screen. */
function whenShown(page: Page, text: string): Promise<number> {
  return page
    .waitForFunction(
      `(() => {
        const main = document.querySelector('main') ?? document.body;
        return main.innerText.includes(${JSON.stringify(text)}) ? performance.now() : false;
      })()`,
      undefined,
      { polling: 'raf', timeout: READY_TIMEOUT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    serviceWorkers: 'block',
    // The figures are read by expressions evaluated in the page, which the app's CSP forbids.
    bypassCSP: true,
  });
  const { hostname } = new URL(session.origin);
  await context.addCookies(
    session.cookies.map((cookie) => ({
      ...cookie,
      domain: hostname,
      path: '/',
      secure: true,
      sameSite: 'Strict' as const,
    })),
  );
  await context.addInitScript(OBSERVE);
  return context;
}

/** One cold load of `target`, then a warm one, then the in-app figure from the dashboard. */
async function loadOnce(
  browser: Browser,
  session: Session,
  target: PageTarget,
  setting: Throttle,
  dashboard: PageTarget,
): Promise<LoadFigures> {
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    await throttle(page, context, setting);
    const scripts = new Map<string, number>();
    const activity = { last: performance.now() };
    page.on('request', (request) => {
      if (request.resourceType() === 'script') activity.last = performance.now();
    });
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      activity.last = performance.now();
      const sizes = await request.sizes().catch(() => null);
      scripts.set(request.url(), sizes?.responseBodySize ?? 0);
    });
    await page.goto(new URL(target.path, session.origin).toString(), { waitUntil: 'commit' });
    const contentMs = await whenShown(page, target.readyText);
    // Late scripts (prefetches of other pages) count as requests the cold page made.
    await scriptsSettled(activity);
    const cold = (await page.evaluate('window.__loadFigures')) as { lcp: number; longest: number };
    const scriptCount = scripts.size;
    const scriptWireBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

    await page.goto(new URL(target.path, session.origin).toString(), { waitUntil: 'commit' });
    const warmContentMs = await whenShown(page, target.readyText);

    const from = target.from ?? dashboard;
    await page.goto(new URL(from.path, session.origin).toString(), { waitUntil: 'commit' });
    await whenShown(page, from.readyText);
    await scriptsSettled(activity);
    const inAppMs = await navigateInApp(page, target);
    return {
      path: target.path,
      // Chromium reports no LCP for some loads (none observed before the data was read).
      lcpMs: cold.lcp > 0 ? cold.lcp : Number.NaN,
      contentMs,
      scripts: scriptCount,
      scriptWireBytes,
      longestTaskMs: cold.longest,
      warmContentMs,
      inAppMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * The page holds a live notification stream open, so the network is never idle: wait instead
 * until no script has started or finished for QUIET_MS (code that loads after the data counts).
 */
const QUIET_MS = 1500;
async function scriptsSettled(activity: { last: number }): Promise<void> {
  for (;;) {
    const quietFor = performance.now() - activity.last;
    if (quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS - quietFor));
  }
}

/** A tap on the navigation link to `target`; ms until its data is on screen. */
async function navigateInApp(page: Page, target: PageTarget): Promise<number> {
  const started = await page
    .waitForFunction(
      `(() => {
        const links = [...document.querySelectorAll('a[href="${target.navHref}"]')];
        const visible = links.find((link) => link.getClientRects().length > 0);
        if (!visible) return false;
        const at = performance.now();
        visible.click();
        return at;
      })()`,
      undefined,
      { polling: 'raf', timeout: READY_TIMEOUT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  return (await whenShown(page, target.readyText)) - started;
}

/** The median of the figures measured (an LCP Chromium did not report is NaN and left out). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `rounds` loads of each target (the dashboard first); the median of each figure. */
export async function measurePageLoads(
  session: Session,
  targets: PageTarget[],
  setting: Throttle,
  rounds: number,
): Promise<LoadFigures[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const dashboard = targets[0];
  if (!dashboard) throw new Error('no pages to load');
  try {
    const results: LoadFigures[] = [];
    for (const target of targets) {
      const runs: LoadFigures[] = [];
      for (let round = 0; round < rounds; round++) {
        runs.push(await loadOnce(browser, session, target, setting, dashboard));
      }
      const pick = (key: Exclude<keyof LoadFigures, 'path'>) => median(runs.map((run) => run[key]));
      results.push({
        path: target.path,
        lcpMs: pick('lcpMs'),
        contentMs: pick('contentMs'),
        scripts: pick('scripts'),
        scriptWireBytes: pick('scriptWireBytes'),
        longestTaskMs: pick('longestTaskMs'),
        warmContentMs: pick('warmContentMs'),
        inAppMs: pick('inAppMs'),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
