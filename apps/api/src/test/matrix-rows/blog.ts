/**
 * Route-matrix rows of the blog (issue 18): anyone reads the published posts; the editors'
 * routes answer 401 to an anonymous caller and 403 to any signed-in caller who is neither an
 * editor nor a superadmin.
 */
import type { MatrixRow } from './row';

const reader = (url: string, anonymous = 200): MatrixRow => ({
  method: 'GET',
  url,
  access: 'public',
  anonymous,
});
const editor = (method: string, url: string): MatrixRow => ({
  method,
  url,
  access: 'editor',
  anonymous: 401,
});

const POST = '/api/v1/admin/blog/posts/:id';

export const BLOG_ROUTES: MatrixRow[] = [
  reader('/api/v1/blog/posts/'),
  reader('/api/v1/blog/tags/'),
  // Public rows are asked as written: no post at ':slug', and ':id' is no cover id.
  reader('/api/v1/blog/posts/:slug/', 404),
  reader('/api/v1/blog/covers/:id/:file', 400),
  editor('GET', '/api/v1/admin/blog/posts/'),
  editor('POST', '/api/v1/admin/blog/posts/'),
  editor('GET', `${POST}/`),
  editor('GET', `${POST}/preview/`),
  editor('PUT', `${POST}/`),
  editor('POST', `${POST}/publish/`),
  editor('POST', `${POST}/schedule/`),
  editor('POST', `${POST}/unpublish/`),
  editor('POST', `${POST}/cover/`),
  editor('DELETE', `${POST}/cover/`),
  editor('DELETE', `${POST}/`),
];
