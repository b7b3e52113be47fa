/** Lazy route modules with their translation namespaces, and the chunk-failure rule of DESIGN.md §7. */
import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { whenConfigured } from '../lib/config';
import { loadNamespaces } from '../lib/i18n';
import { targetPath } from '../lib/navigation';
import { isChunkLoadError, reloadOnce } from '../lib/reload-guard';

export type RouteModule = { Component: ComponentType };

/** A route whose code could not be loaded; the error boundary sends the user to `/`. */
export class RouteLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded', { cause });
    this.name = 'RouteLoadError';
  }
}

/**
 * A lazy route: the page `name` of the module `load` brings, handed to React Router as its
 * `Component`, loaded together with the translation namespaces the page speaks.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: readonly string[] = [],
): () => Promise<RouteModule> {
  return async () => {
    const [module] = await loadChunk(() => Promise.all([load(), loadNamespaces(namespaces)]));
    return { Component: module[name] };
  };
}

/**
 * Code the router needs for `path`. A chunk that vanished (a deploy replaced it) is fetched fresh
 * by a full page load, guarded like the build check so a broken deploy cannot loop; any other
 * failure, or a second one within the guard's time, is a RouteLoadError (the user goes to `/`).
 */
export async function loadChunk<T>(load: () => Promise<T>, path?: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // The path is read when the load fails: by then the router has set the navigation's target.
    if (isChunkLoadError(error) && reloadOnce(path ?? targetPath())) {
      return new Promise<T>(() => {});
    }
    throw new RouteLoadError(error);
  }
}

type Prefetcher = { prefetch: (args: LoaderFunctionArgs) => Promise<unknown> };

/**
 * A route loader that starts fetching a page's data while the page's code is still on its way
 * (issue 13): it loads a small module that asks the query cache for what the page will read, and
 * returns at once, so nothing waits for it. The page then finds its data in the cache, or in
 * flight. A failure here is the page's to show when it asks again.
 */
export function prefetchData(
  load: () => Promise<Prefetcher>,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  const loader: LoaderFunction = (args) => {
    void load()
      .then(async (module) => {
        await whenConfigured();
        await module.prefetch(args);
      })
      .catch(() => undefined);
    return null;
  };
  // Once the page is up it asks for its own data (a filter in the URL changes its queries).
  return {
    loader,
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}
