/** Route-matrix rows of the activities routes: reads only, the log is append-only. */
import type { MatrixRow } from './row';

const access = { permission: 'activity.view' } as const;

export const ACTIVITIES_ROUTES: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/activities/', access, anonymous: 401 },
  { method: 'GET', url: '/api/v1/activities/facets/', access, anonymous: 401 },
  { method: 'GET', url: '/api/v1/activities/:id/', access, anonymous: 401 },
];
