/** Rendering the app's routes for page tests, in Mantine's test mode (menus and popovers open at once). */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { type BusinessRole, permissionsForRole } from '@usaha/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRouteDiscovery } from '../app/route-discovery';
import { routes } from '../app/routes';
import { authStore } from '../lib/auth-store';
import { type FakeApi, makeUser } from './fake-api';

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: createRouteDiscovery(),
  });
  const view = render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...view };
}

/** Signs in with a role's permissions and answers what the apps layout asks for on its own. */
export function signInAs(api: FakeApi, role: BusinessRole) {
  const user = makeUser({
    full_name: 'Budi Santoso',
    permissions: permissionsForRole(role),
    business: { id: 'b_1', name: 'Warung Bu Sri', currency: 'IDR', timezone: 'Asia/Jakarta', role },
  });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
  api.on('GET /v1/notifications/unread-count/', {
    body: { success: true, data: { unread_count: 0 } },
  });
  // The header's live stream is not under test here: 404 ends it at once.
  return user;
}
