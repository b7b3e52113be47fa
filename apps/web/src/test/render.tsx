import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createRouteDiscovery } from '../app/route-discovery';
import { initI18n, loadNamespaces } from '../lib/i18n';

/** English, with every namespace the app's own pages use, loaded before the first render. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
  await loadNamespaces(['common', 'errors', 'auth', 'apps', 'diagnostics']);
}

export function renderRoutes(
  routes: RouteObject[],
  path: string,
  discovery: ReturnType<typeof createRouteDiscovery> = createRouteDiscovery(),
) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discovery,
  });
  const view = render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...view };
}

export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Mantine, a fresh query cache and a router around one component. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Text as people read it: Intl's no-break spaces as plain spaces. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s/g, ' ');
}
