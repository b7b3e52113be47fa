import { createBrowserRouter } from 'react-router';
import { reloadIfOutdated } from '../lib/build-check';
import { setNavigator, setPendingPath } from '../lib/navigation';
import { createRouteDiscovery, preloadRouteTables } from './route-discovery';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;
type RouterState = Router['state'];

/**
 * Watches navigations: remembers where a pending one is heading (for the chunk-reload guard) and,
 * when a new build is out, turns the next navigation into a full page load (DESIGN.md §7).
 */
export function watchNavigations(router: Pick<Router, 'subscribe'>): () => void {
  let lastPath: string | null = null;
  return router.subscribe((state: RouterState) => {
    const next = state.navigation.state === 'idle' ? state.location : state.navigation.location;
    if (!next) return;
    const path = `${next.pathname}${next.search}`;
    setPendingPath(state.navigation.state === 'idle' ? null : path);
    if (path === lastPath) return;
    lastPath = path;
    reloadIfOutdated(path);
  });
}

export function createAppRouter(): Router {
  preloadRouteTables(window.location.pathname);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: createRouteDiscovery(),
  });
  setNavigator((to, options) => router.navigate(to, options));
  watchNavigations(router);
  return router;
}
