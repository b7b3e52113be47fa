import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { RouteLoadError } from '../lazy-route';
import { ServerErrorPage } from './server-error-page';

/**
 * A route that failed to load is a router error: the user is sent to `/` (SPEC.md §2). React
 * Router has no "duplicate navigation" error, so there is nothing to exempt. Errors thrown while
 * rendering show the 500 page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof RouteLoadError && pathname !== '/') return <Navigate to="/" replace />;
  return <ServerErrorPage />;
}
