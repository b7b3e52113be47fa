/**
 * The one route table, mirroring SPEC.md §2, with the areas under /apps/ in apps-routes.tsx.
 * Only routes whose pages are built exist; every other path is the 404 page until the issue that
 * builds its area adds it.
 */
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AdminGuard, AuthGuard, GuestGuard } from './guards';
import { lazyPage, prefetchData } from './lazy-route';
import { APPS_LAYOUT_ID } from './route-discovery';

const PUBLIC = ['public'] as const;
/** The FAQ and the legal texts: long, so the landing page does not download them. */
const LEGAL = ['public', 'legal'] as const;
const AUTH = ['auth'] as const;
const APPS = ['apps'] as const;
const DIAGNOSTICS = ['diagnostics'] as const;
const BILLING = ['billing'] as const;
const BLOG = ['blog'] as const;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // Shown while the first page's code loads (the router starts before its lazy routes).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Public layout, no guard.
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
          {
            path: 'test-api',
            lazy: lazyPage(
              () => import('../features/diagnostics/test-api-page'),
              'TestApiPage',
              DIAGNOSTICS,
            ),
          },
          {
            path: 'clear-storage',
            lazy: lazyPage(
              () => import('../features/diagnostics/clear-storage-page'),
              'ClearStoragePage',
              DIAGNOSTICS,
            ),
          },
          {
            path: 'test-notifications',
            lazy: lazyPage(
              () =>
                import('../features/notifications/test-notifications-route').then((r) => r.load()),
              'TestNotificationsPage',
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
        path: 'auth-test',
        lazy: lazyPage(
          () => import('../features/diagnostics/auth-test-page'),
          'AuthTestPage',
          DIAGNOSTICS,
        ),
      },
      {
        path: 'demo/auth-flow-test',
        lazy: lazyPage(
          () => import('../features/diagnostics/auth-flow-test-page'),
          'AuthFlowTestPage',
          DIAGNOSTICS,
        ),
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
        // Apps layout, no guard: the sample dashboard a visitor may open (SPEC.md §2).
        path: 'apps/dashboard',
        lazy: lazyPage(() => import('./layouts/apps-layout'), 'AppsLayout', APPS),
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/dashboard/sample-dashboard-page'),
              'SampleDashboardPage',
              APPS,
            ),
          },
        ],
      },
      // Admin layout and guard: platform staff only.
      adminBranch([
        {
          path: 'admin',
          lazy: lazyPage(
            () => import('../features/admin/admin-overview-page'),
            'AdminOverviewPage',
            ['admin'],
          ),
        },
        {
          path: 'admin/subscriptions',
          lazy: lazyPage(
            () => import('../features/admin/admin-subscriptions-page'),
            'AdminSubscriptionsPage',
            ['admin'],
          ),
        },
        {
          path: 'admin/plans',
          lazy: lazyPage(() => import('../features/admin/admin-plans-page'), 'AdminPlansPage', [
            'admin',
          ]),
        },
        {
          path: 'admin/staff',
          lazy: lazyPage(() => import('../features/admin/admin-staff-page'), 'AdminStaffPage', [
            'admin',
          ]),
        },
        {
          path: 'admin/testimonials',
          lazy: lazyPage(
            () => import('../features/admin/admin-testimonials-page'),
            'AdminTestimonialsPage',
            ['admin'],
          ),
        },
        {
          path: 'admin/audit',
          lazy: lazyPage(() => import('../features/admin/admin-audit-page'), 'AdminAuditPage', [
            'admin',
          ]),
        },
      ]),
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
              // Where a checkout comes back to: the payment's state as the database has it.
              ...['payment/success', 'payment/cancel', 'payment/status/:id'].map((path) => ({
                path,
                lazy: lazyPage(
                  () => import('../features/billing/payment-result-page'),
                  'PaymentResultPage',
                  BILLING,
                ),
              })),
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

/** The admin branch (admin layout, admin guard), around the staff's pages. */
export function adminBranch(children: RouteObject[]): RouteObject {
  return {
    element: <AdminGuard />,
    children: [
      {
        lazy: lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout', [...APPS, 'admin']),
        children,
      },
    ],
  };
}
