import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EditorBlogPost } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';

const ID = '0b6f6a52-5a4e-4d0e-9a55-000000000001';

function post(overrides: Partial<EditorBlogPost> = {}): EditorBlogPost {
  return {
    id: ID,
    slug: 'cara-mencatat-kas',
    title: 'Cara mencatat kas',
    excerpt: 'Lima menit setiap sore.',
    body: '## Mulai\n\n**Hitung** uang di laci.',
    tags: ['kas'],
    language: 'id',
    status: 'draft',
    publish_at: null,
    seo_title: null,
    seo_description: null,
    cover: null,
    author_id: 'u_1',
    author_name: 'Sri Wahyuni',
    version: 1,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

let api: FakeApi;

function signIn(roles: string[]) {
  const user = makeUser({ roles, permissions: ['note.view'] });
  authStore.setSession('tok-1', user, false);
  api.on('GET /v1/auth/profile/', { body: { success: true, user, message: 'ok' } });
}

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
});

test('a member without the editor role is told the page is for editors, and asks nothing', async () => {
  signIn([]);
  renderRoutes(routes, '/apps/blog');
  expect(
    await screen.findByRole('heading', { name: 'This page is for the blog’s editors' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
    '/dashboard',
  );
  expect(api.calls('GET /v1/admin/blog/posts/')).toHaveLength(0);
});

test('an editor writes a draft: the address follows the title, the preview renders Markdown safely', async () => {
  signIn(['editor']);
  api.on('POST /v1/admin/blog/posts/', {
    status: 201,
    body: { success: true, data: post({ title: 'Cara Mencatat Kas!', slug: 'cara-mencatat-kas' }) },
  });
  api.on(`GET /v1/admin/blog/posts/${ID}/`, { body: { success: true, data: post() } });
  const { router } = renderRoutes(routes, '/apps/blog/create');
  fireEvent.change(await screen.findByLabelText(/^Title\s*\*?$/), {
    target: { value: 'Cara Mencatat Kas!' },
  });
  expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('cara-mencatat-kas');
  fireEvent.change(screen.getByLabelText('Text'), {
    target: { value: '## Judul\n\n<script>alert(1)</script> **tebal**' },
  });
  const preview = await screen.findByTestId('post-preview');
  expect(preview.querySelector('h2')?.textContent).toBe('Judul');
  expect(preview.querySelector('script')).toBeNull();
  expect(preview.textContent).toContain('<script>alert(1)</script>');
  // The search result's preview follows the fields.
  const seo = screen.getByRole('region', { name: 'In search results' });
  expect(seo.textContent).toContain('Cara Mencatat Kas!');
  expect(seo.textContent).toContain('blog › cara-mencatat-kas');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/blog/form/${ID}`));
  const sent = api.calls('POST /v1/admin/blog/posts/')[0];
  expect(sent?.body).toMatchObject({
    title: 'Cara Mencatat Kas!',
    slug: 'cara-mencatat-kas',
    language: 'id',
  });
  expect(await screen.findByText(/Draft saved/)).toBeTruthy();
});

test('an editor publishes a draft, and a slug in use is said on its field', async () => {
  signIn(['superadmin']);
  api.on(`GET /v1/admin/blog/posts/${ID}/`, { body: { success: true, data: post() } });
  api.on(`PUT /v1/admin/blog/posts/${ID}/`, {
    status: 409,
    body: {
      success: false,
      code: 'CONFLICT',
      message: 'Another post already uses this address.',
      errors: { slug: ['Another post already uses this address.'] },
      field_codes: { slug: ['slug_taken'] },
    },
  });
  api.on(`POST /v1/admin/blog/posts/${ID}/publish/`, {
    body: {
      success: true,
      data: post({ status: 'published', publish_at: '2026-11-27T02:00:00.000Z', version: 2 }),
    },
  });
  renderRoutes(routes, `/apps/blog/form/${ID}`);
  fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'dipakai' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Another post already uses this address.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  expect(await screen.findByText('Post published.')).toBeTruthy();
  expect(api.calls(`POST /v1/admin/blog/posts/${ID}/publish/`)[0]?.body).toEqual({
    version: 1,
  });
  expect(await screen.findByRole('link', { name: 'View the post' })).toBeTruthy();
});
