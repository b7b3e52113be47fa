/**
 * The admin guard (SPEC.md §2, DESIGN.md §4): platform staff only. Roles kept in this browser
 * may be older than the session's truth (`npm run admin:grant` on a signed-in account), so a
 * user the kept roles refuse is asked about afresh once; one still refused is told why, not
 * sent away without a word. Its own file: only the staff's route table (discovered on the first
 * /admin navigation) loads it.
 */
import { Box, Button } from '@mantine/core';
import { isAdmin } from '@usaha/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { IconLock } from '../components/icons';
import { PageLoader } from '../components/page-loader';
import { EmptyState } from '../components/query-state';
import { fetchProfile } from '../lib/auth';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { loadNamespaces } from '../lib/i18n';
import { loginPathFor } from '../lib/navigation';

type Check = 'checking' | 'done';

export function AdminGuard() {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = isLoggedIn(auth) && Boolean(auth.user);
  const admin = signedIn && isAdmin(auth.user?.roles ?? []);
  const [check, setCheck] = useState<Check>('checking');

  useEffect(() => {
    if (!signedIn || admin) return;
    let live = true;
    // The profile's roles are read from the server at each call; a failure refuses, as before.
    void Promise.allSettled([fetchProfile(), loadNamespaces(['admin'])]).then(() => {
      if (live) setCheck('done');
    });
    return () => {
      live = false;
    };
  }, [signedIn, admin]);

  if (!signedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (admin) return <Outlet />;
  if (check === 'checking') return <PageLoader />;
  return <StaffOnly />;
}

/** As the blog's editor pages tell a non-editor (`EditorsOnly`): plainly, with the way back. */
function StaffOnly() {
  const { t } = useTranslation('admin');
  return (
    <Box component="main" px="md">
      <EmptyState
        icon={IconLock}
        order={1}
        title={t('staffOnly.title')}
        body={t('staffOnly.body')}
        action={
          <Button component={Link} to="/dashboard" variant="light">
            {t('staffOnly.dashboard')}
          </Button>
        }
      />
    </Box>
  );
}
