/**
 * Route discovery: the areas under /apps/ join the route tree on the first navigation there
 * (React Router's patchRoutesOnNavigation), so their route table and its preload lists stay out
 * of what the landing page downloads.
 */
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadChunk } from './lazy-route';

export const APPS_LAYOUT_ID = 'apps-layout';

const isAppsPath = (path: string) => path === '/apps' || path.startsWith('/apps/');
const loadAppsRoutes = () => import('./apps-routes');

/**
 * A deep link under /apps/ fetches the route table at start-up, beside the configuration and the
 * common words, rather than after them (issue 13); the discovery then finds it loaded.
 */
export function preloadAppsRoutes(path: string): void {
  if (isAppsPath(path)) void loadAppsRoutes().catch(() => undefined);
}

type AppsRoutesModule = { APPS_ROUTES: RouteObject[] };

/**
 * One per router: each router patches its own route tree once. The route table is a chunk like
 * any page: when it cannot load, the same guarded reload, then `/` (SPEC.md §2, §9).
 */
export function createRouteDiscovery(
  load: () => Promise<AppsRoutesModule> = loadAppsRoutes,
): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch }) => {
    if (patched || !isAppsPath(path)) return;
    const { APPS_ROUTES } = await loadChunk(load, path);
    if (patched) return;
    patched = true;
    patch(APPS_LAYOUT_ID, APPS_ROUTES);
  };
}
