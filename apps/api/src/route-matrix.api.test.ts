/**
 * The route matrix: every API route with who may call it. A route without a row fails here,
 * so no route ships without a decision about its access.
 */

import { BUSINESS_ROLES, ROLE_PERMISSIONS } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from './test/harness';
import { addMember, signUpOwner } from './test/ledger';
import { ACTIVITIES_ROUTES } from './test/matrix-rows/activities';
import { NOTIFICATIONS_ROUTES } from './test/matrix-rows/notifications';
import type { MatrixRow } from './test/matrix-rows/row';
import { SETTINGS_ROUTES } from './test/matrix-rows/settings';
import { TEAM_ROUTES } from './test/matrix-rows/team';

export const ROUTE_MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/health/', access: 'public', anonymous: 200 },
  { method: 'GET', url: '/api/config/', access: 'public', anonymous: 200 },
  { method: 'GET', url: '/api/v1/auth/csrf/', access: 'public', anonymous: 200 },
  { method: 'POST', url: '/api/v1/auth/login/', access: 'public', csrf: true, anonymous: 403 },
  { method: 'POST', url: '/api/v1/auth/register/', access: 'public', csrf: true, anonymous: 403 },
  { method: 'POST', url: '/api/v1/auth/refresh/', access: 'public', csrf: true, anonymous: 403 },
  { method: 'POST', url: '/api/v1/auth/logout/', access: 'public', csrf: true, anonymous: 403 },
  { method: 'GET', url: '/api/v1/auth/profile/', access: 'authenticated', anonymous: 401 },
  {
    method: 'POST',
    url: '/api/v1/auth/password/forgot/',
    access: 'public',
    csrf: true,
    anonymous: 403,
  },
  {
    method: 'POST',
    url: '/api/v1/auth/password/reset/',
    access: 'public',
    csrf: true,
    anonymous: 403,
  },
  { method: 'PUT', url: '/api/v1/account/profile/', access: 'authenticated', anonymous: 401 },
  { method: 'POST', url: '/api/v1/account/password/', access: 'authenticated', anonymous: 401 },
  { method: 'POST', url: '/api/v1/contact/', access: 'public', anonymous: 400 },
  {
    method: 'GET',
    url: '/api/v1/cashbooks/',
    access: { permission: 'cashbook.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/cashbooks/',
    access: { permission: 'cashbook.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/cashbooks/:id/',
    access: { permission: 'cashbook.view' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/cashbooks/:id/',
    access: { permission: 'cashbook.manage' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/cashbooks/:id/',
    access: { permission: 'cashbook.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/categories/',
    access: { permission: 'transaction.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/categories/',
    access: { permission: 'category.manage' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/categories/:id/',
    access: { permission: 'category.manage' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/categories/:id/',
    access: { permission: 'category.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/entries/',
    access: { permission: 'transaction.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/entries/',
    access: { permission: 'transaction.create' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/entries/:id/',
    access: { permission: 'transaction.view' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/entries/:id/history/',
    access: { permission: 'transaction.view' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/entries/:id/',
    access: { permission: 'transaction.update' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/entries/:id/',
    access: { permission: 'transaction.delete' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/entries/bulk/categorise/',
    access: { permission: 'transaction.update' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/entries/bulk/delete/',
    access: { permission: 'transaction.delete' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/entries/:id/attachments/',
    access: { permission: 'transaction.create' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/attachments/:id/',
    access: { permission: 'transaction.view' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/attachments/:id/',
    access: { permission: 'transaction.update' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/transfers/',
    access: { permission: 'cashbook.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/transfers/',
    access: { permission: 'transaction.create' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/transfers/:id/',
    access: { permission: 'cashbook.view' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/transfers/:id/',
    access: { permission: 'transaction.update' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/transfers/:id/',
    access: { permission: 'transaction.delete' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/balance/',
    access: { permission: 'cashbook.view' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/balance/trend/',
    access: { permission: 'cashbook.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/imports/preview/',
    access: { permission: 'transaction.import' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/imports/',
    access: { permission: 'transaction.import' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/imports/',
    access: { permission: 'transaction.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/imports/:id/undo/',
    access: { permission: 'transaction.import' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/exports/entries/',
    access: { permission: 'transaction.export' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/exports/journal/',
    access: { permission: 'transaction.export' },
    anonymous: 401,
  },
  // Contacts, products and their imports and exports.
  {
    method: 'POST',
    url: '/api/v1/contacts/import/preview/',
    access: { permission: 'contact.manage' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/contacts/import/',
    access: { permission: 'contact.manage' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/products/import/preview/',
    access: { permission: 'product.manage' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/products/import/',
    access: { permission: 'product.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/exports/contacts/',
    access: { permission: 'contact.view' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/exports/products/',
    access: { permission: 'product.view' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/contacts/',
    access: { permission: 'contact.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/contacts/',
    access: { permission: 'contact.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/contacts/search/',
    access: { permission: 'contact.view' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/contacts/:id/',
    access: { permission: 'contact.view' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/contacts/:id/',
    access: { permission: 'contact.manage' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/contacts/:id/',
    access: { permission: 'contact.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/products/',
    access: { permission: 'product.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/products/',
    access: { permission: 'product.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/products/search/',
    access: { permission: 'product.view' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/products/:id/',
    access: { permission: 'product.view' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/products/:id/',
    access: { permission: 'product.manage' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/products/:id/',
    access: { permission: 'product.manage' },
    anonymous: 401,
  },
  // Notes.
  {
    method: 'GET',
    url: '/api/v1/notes/',
    access: { permission: 'note.view' },
    anonymous: 401,
  },
  {
    method: 'POST',
    url: '/api/v1/notes/',
    access: { permission: 'note.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/notes/:id/',
    access: { permission: 'note.view' },
    anonymous: 401,
  },
  {
    method: 'PUT',
    url: '/api/v1/notes/:id/',
    access: { permission: 'note.manage' },
    anonymous: 401,
  },
  {
    method: 'DELETE',
    url: '/api/v1/notes/:id/',
    access: { permission: 'note.manage' },
    anonymous: 401,
  },
  {
    method: 'GET',
    url: '/api/v1/exports/notes/',
    access: { permission: 'note.view' },
    anonymous: 401,
  },
  ...TEAM_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...SETTINGS_ROUTES,
  ...ACTIVITIES_ROUTES,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (row: { method: string; url: string }) => `${row.method} ${row.url}`;

describe('route matrix', () => {
  it('has exactly one row for every API route, with the access the route declares', () => {
    const routes = t.app.apiRoutes.map((route) => ({ ...route, key: key(route) }));
    const rows = new Map(ROUTE_MATRIX.map((row) => [key(row), row]));
    const missing = routes.filter((route) => !rows.has(route.key)).map((route) => route.key);
    expect(missing, 'routes without a row in ROUTE_MATRIX').toEqual([]);
    const stale = ROUTE_MATRIX.filter((row) => !routes.some((route) => route.key === key(row))).map(
      key,
    );
    expect(stale, 'rows for routes that do not exist').toEqual([]);
    for (const route of routes) {
      const row = rows.get(route.key);
      expect({ access: route.access, csrf: route.csrf }).toEqual({
        access: row?.access,
        csrf: row?.csrf ?? false,
      });
    }
  });

  it.each(ROUTE_MATRIX)('$method $url answers an anonymous caller $anonymous', async (row) => {
    const response = await new TestClient(t.app).request(row.method as 'GET', row.url, {
      body: row.method === 'GET' ? undefined : {},
    });
    expect(response.statusCode).toBe(row.anonymous);
    if (response.statusCode >= 400) {
      expect(response.json()).toMatchObject({
        success: false,
        code: expect.any(String),
        request_id: expect.any(String),
      });
    }
  });

  it('lets a logged-in user call every authenticated route (past the access check)', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'matriks', email: 'matriks@example.com' });
    for (const row of ROUTE_MATRIX.filter((r) => r.access === 'authenticated')) {
      const response = await client.request(row.method as 'GET', row.url, {
        body: row.method === 'GET' ? undefined : {},
      });
      expect([200, 400], key(row)).toContain(response.statusCode);
    }
  });

  it.each(BUSINESS_ROLES)(
    'answers a %s 403 exactly where the role lacks the permission',
    async (role) => {
      const owner = await signUpOwner(t);
      const member = role === 'owner' ? owner : await addMember(t, owner, role);
      const allowed = ROLE_PERMISSIONS[role];
      const unexpected: string[] = [];
      for (const row of ROUTE_MATRIX) {
        if (typeof row.access !== 'object') continue;
        const response = await member.request(row.method as 'GET', row.url, {
          body: row.method === 'GET' ? undefined : {},
        });
        const refused = response.statusCode === 403;
        if (refused === allowed.includes(row.access.permission)) {
          unexpected.push(`${key(row)} → ${response.statusCode}`);
        }
      }
      expect(unexpected).toEqual([]);
    },
  );
});
