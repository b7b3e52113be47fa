/**
 * Route discovery: the areas under /apps/ join the route tree on the first navigation there
 * (React Router's patchRoutesOnNavigation), so their route table and its preload lists stay out
 * of what the landing page downloads.
 */
import type { PatchRoutesOnNavigationFunction } from 'react-router';

export const APPS_LAYOUT_ID = 'apps-layout';

/** One per router: each router patches its own route tree once. */
export function createRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch }) => {
    if (patched || !(path === '/apps' || path.startsWith('/apps/'))) return;
    const { APPS_ROUTES } = await import('./apps-routes');
    if (patched) return;
    patched = true;
    patch(APPS_LAYOUT_ID, APPS_ROUTES);
  };
}
