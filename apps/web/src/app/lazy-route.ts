/** Lazy route modules with their translation namespaces, and the chunk-failure rule of DESIGN.md §7. */
import type { ComponentType } from 'react';
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
    try {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module[name] };
    } catch (error) {
      // A chunk that vanished (a deploy replaced it) is fetched fresh by a full page load,
      // guarded like the build check so a broken deploy cannot loop.
      if (isChunkLoadError(error) && reloadOnce(targetPath())) {
        return new Promise<RouteModule>(() => {});
      }
      throw new RouteLoadError(error);
    }
  };
}
