/**
 * Route discovery: the areas under /apps/ (with the payment results), the staff's pages under
 * /admin, and the diagnostics and showcase pages join the route tree on the first navigation to
 * one of them (React Router's patchRoutesOnNavigation), so their route tables and preload lists
 * stay out of what the landing and login pages download.
 */
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadChunk } from './lazy-route';

/** The routes the tables patch into (routes.tsx gives them these ids). */
export const ROOT_ID = 'root';
export const PUBLIC_LAYOUT_ID = 'public-layout';
export const APPS_LAYOUT_ID = 'apps-layout';
export const OPEN_APPS_LAYOUT_ID = 'open-apps-layout';

/** A table's routes by the id of the route they join. */
export type RouteTableModule = { ROUTE_TABLE: Record<string, RouteObject[]> };
type Branch = { matches: (path: string) => boolean; load: () => Promise<RouteTableModule> };

const under = (prefix: string) => (path: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

export const BRANCHES = {
  apps: {
    matches: (path) => under('/apps')(path) || path.startsWith('/payment/'),
    load: () => import('./apps-routes'),
  },
  admin: { matches: under('/admin'), load: () => import('./admin-routes') },
  // SPEC.md §2's diagnostics and demo pages: /test-…, /demo/…, /auth-test, /clear-storage.
  diagnostics: {
    matches: (path) => /^\/(test-[a-z-]+|demo\/[a-z-]+|auth-test|clear-storage)\/?$/.test(path),
    load: () => import('./diagnostic-routes'),
  },
} satisfies Record<string, Branch>;

export type BranchName = keyof typeof BRANCHES;

/**
 * A deep link into a discovered branch fetches its route table at start-up, beside the
 * configuration and the common words, rather than after them (issue 13); the discovery then
 * finds it loaded.
 */
export function preloadRouteTables(path: string): void {
  for (const branch of Object.values(BRANCHES)) {
    if (branch.matches(path)) void branch.load().catch(() => undefined);
  }
}

/**
 * One per router: each router patches each table once. A route table is a chunk like any page:
 * when it cannot load, the same guarded reload, then `/` (SPEC.md §2, §9). Tests may replace a
 * table's loader.
 */
export function createRouteDiscovery(
  loaders: Partial<Record<BranchName, () => Promise<RouteTableModule>>> = {},
): PatchRoutesOnNavigationFunction {
  const patched = new Set<BranchName>();
  return async ({ path, patch }) => {
    for (const [name, branch] of Object.entries(BRANCHES) as [BranchName, Branch][]) {
      if (patched.has(name) || !branch.matches(path)) continue;
      const { ROUTE_TABLE } = await loadChunk(loaders[name] ?? branch.load, path);
      if (patched.has(name)) return;
      patched.add(name);
      for (const [parent, children] of Object.entries(ROUTE_TABLE)) patch(parent, children);
      return;
    }
  };
}
