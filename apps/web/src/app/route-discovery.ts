/**
 * Route discovery: the areas under /apps/ join the route tree on the first navigation there
 * (React Router's patchRoutesOnNavigation), so their route table and its preload lists stay out
 * of what the landing page downloads.
 */
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadChunk } from './lazy-route';

export const APPS_LAYOUT_ID = 'apps-layout';

type AppsRoutesModule = { APPS_ROUTES: RouteObject[] };

/**
 * One per router: each router patches its own route tree once. The route table is a chunk like
 * any page: when it cannot load, the same guarded reload, then `/` (SPEC.md §2, §9).
 */
export function createRouteDiscovery(
  load: () => Promise<AppsRoutesModule> = () => import('./apps-routes'),
): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch }) => {
    if (patched || !(path === '/apps' || path.startsWith('/apps/'))) return;
    const { APPS_ROUTES } = await loadChunk(load, path);
    if (patched) return;
    patched = true;
    patch(APPS_LAYOUT_ID, APPS_ROUTES);
  };
}
