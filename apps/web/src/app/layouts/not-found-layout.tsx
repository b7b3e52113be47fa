/**
 * The layout of an unknown path: the apps shell for a signed-in user, so their navigation stays,
 * and the public layout for a guest. The 404 page is its one child.
 */
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { AppsLayout } from './apps-layout';
import { PublicLayout } from './public-layout';

export function NotFoundLayout() {
  const auth = useAuth();
  return isLoggedIn(auth) ? <AppsLayout /> : <PublicLayout />;
}
