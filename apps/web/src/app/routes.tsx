/**
 * The one route table, mirroring SPEC.md §2, with the areas under /apps/ in apps-routes.tsx.
 * The diagnostics and showcase pages (/test-…, /demo/…, /auth-test, /clear-storage) join the
 * tree on the first navigation to one of them (diagnostic-routes.tsx, route-discovery.ts).
 */
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AuthGuard, GuestGuard } from './guards';
import { lazyPage, prefetchData } from './lazy-route';
import { APPS_LAYOUT_ID, OPEN_APPS_LAYOUT_ID, PUBLIC_LAYOUT_ID, ROOT_ID } from './route-discovery';

const PUBLIC = ['public'] as const;
/** The FAQ and the legal texts: long, so the landing page does not download them. */
const LEGAL = ['public', 'legal'] as const;
const AUTH = ['auth'] as const;
const APPS = ['apps'] as const;
const BLOG = ['blog'] as const;
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first page's code loads (the router starts before its lazy routes).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Public layout, no guard.
        id: PUBLIC_LAYOUT_ID,
        lazy: lazyPage(() => import('./layouts/public-layout'), 'PublicLayout'),
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('../features/public/landing-page'), 'LandingPage', PUBLIC),
          },
          {
            path: 'faq',
            lazy: lazyPage(() => import('../features/public/faq-page'), 'FaqPage', LEGAL),
          },
          {
            path: 'terms',
            lazy: lazyPage(() => import('../features/public/terms-page'), 'TermsPage', LEGAL),
          },
          {
            path: 'privacy',
            lazy: lazyPage(() => import('../features/public/privacy-page'), 'PrivacyPage', LEGAL),
          },
          {
            path: 'contact',
            lazy: lazyPage(() => import('../features/public/contact-page'), 'ContactPage', PUBLIC),
          },
          {
            path: 'blog',
            lazy: lazyPage(() => import('../features/blog/blog-list-page'), 'BlogListPage', BLOG),
          },
          {
            path: 'blog/:slug',
            lazy: lazyPage(() => import('../features/blog/blog-post-page'), 'BlogPostPage', BLOG),
          },
          {
            path: 'testimonials-demo',
            lazy: lazyPage(
              () => import('../features/public/testimonials-pages'),
              'TestimonialsDemoPage',
              PUBLIC,
            ),
          },
          {
            path: 'testimonials-simple',
            lazy: lazyPage(
              () => import('../features/public/testimonials-pages'),
              'TestimonialsSimplePage',
              PUBLIC,
            ),
          },
        ],
      },
      {
        // An unknown path: inside the apps shell for a signed-in user, else the public layout.
        lazy: lazyPage(() => import('./layouts/not-found-layout'), 'NotFoundLayout', APPS),
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
      // No layout, no guard.
      {
        // The customer's invoice behind a share link (features/portal): no app chrome, no login.
        path: 'portal',
        lazy: lazyPage(() => import('../features/portal/portal-page'), 'PortalPage', ['portal']),
      },
      {
        // Auth layout.
        path: 'auth',
        lazy: lazyPage(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            element: <GuestGuard />,
            children: [
              {
                path: 'login',
                lazy: lazyPage(() => import('../features/auth/login-page'), 'LoginPage', AUTH),
              },
              {
                path: 'register',
                lazy: lazyPage(
                  () => import('../features/auth/register-page'),
                  'RegisterPage',
                  AUTH,
                ),
              },
              {
                path: 'forgot-password',
                lazy: lazyPage(
                  () => import('../features/auth/forgot-password-page'),
                  'ForgotPasswordPage',
                  AUTH,
                ),
              },
            ],
          },
          {
            path: 'reset-password',
            lazy: lazyPage(
              () => import('../features/auth/reset-password-page'),
              'ResetPasswordPage',
              AUTH,
            ),
          },
          {
            path: 'verify-email',
            lazy: lazyPage(
              () => import('../features/auth/verify-email-page'),
              'VerifyEmailPage',
              AUTH,
            ),
          },
          {
            path: 'invitation',
            lazy: lazyPage(
              () => import('../features/invitation/invitation-page'),
              'InvitationPage',
              ['auth', 'team', 'apps'],
            ),
          },
        ],
      },
      {
        // Apps layout, no guard (SPEC.md §2): the sample dashboard a visitor may open (and
        // /test-header, discovered with the other showcase pages).
        id: OPEN_APPS_LAYOUT_ID,
        lazy: lazyPage(() => import('./layouts/apps-layout'), 'AppsLayout', APPS),
        children: [
          {
            path: 'apps/dashboard',
            lazy: lazyPage(
              () => import('../features/dashboard/sample-dashboard-page'),
              'SampleDashboardPage',
              APPS,
            ),
          },
        ],
      },
      {
        // Apps layout, login required.
        element: <AuthGuard />,
        children: [
          {
            // The areas under /apps/ join these children on the first navigation there
            // (route-discovery.ts), so the table every page loads stays small.
            id: APPS_LAYOUT_ID,
            lazy: lazyPage(() => import('./layouts/apps-layout'), 'AppsLayout', APPS),
            children: [
              {
                path: 'dashboard',
                ...prefetchData(() => import('../features/dashboard/dashboard.prefetch')),
                lazy: lazyPage(
                  () => import('../features/dashboard/dashboard-page'),
                  'DashboardPage',
                  APPS,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
