/**
 * Route-matrix rows of the testimonials (issue 18): anyone reads the published ones and their
 * photos; staff keep them in the admin area (404 to everyone else).
 */
import type { MatrixRow } from './row';

const staff = (method: string, url: string): MatrixRow => ({
  method,
  url,
  access: 'admin',
  anonymous: 404,
});

const ONE = '/api/v1/admin/testimonials/:id';

export const TESTIMONIALS_ROUTES: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/testimonials/', access: 'public', anonymous: 200 },
  // Asked as written: ':id' is no photo id.
  { method: 'GET', url: '/api/v1/testimonials/photos/:id/:file', access: 'public', anonymous: 400 },
  staff('GET', '/api/v1/admin/testimonials/'),
  staff('POST', '/api/v1/admin/testimonials/'),
  staff('PUT', `${ONE}/`),
  staff('POST', `${ONE}/photo/`),
  staff('DELETE', `${ONE}/photo/`),
  staff('DELETE', `${ONE}/`),
];
