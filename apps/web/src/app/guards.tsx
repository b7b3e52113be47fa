/** Route guards of SPEC.md §2/§5: auth, guest and admin, as layout routes around their pages. */
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { loginPathFor, safeRedirect } from '../lib/navigation';

export function AuthGuard() {
  const auth = useAuth();
  const location = useLocation();
  // After "log out" the way back would only lead to the page the user just left.
  if (auth.signedOut) return <Navigate to="/auth/login" replace />;
  if (!isLoggedIn(auth)) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

/** A logged-in user goes where the login would have sent them: ?redirect=… or the dashboard. */
export function GuestGuard() {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (isLoggedIn(auth)) {
    return <Navigate to={safeRedirect(params.get('redirect'), '/dashboard')} replace />;
  }
  return <Outlet />;
}
