import { Button } from '@mantine/core';
import { isEditor } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLock } from '../../components/icons';
import { EmptyState } from '../../components/query-state';
import { useAuth } from '../../lib/auth-store';

/**
 * The blog's editor pages are for the platform's editors and superadmins (the API refuses
 * anyone else with 403): others are told so plainly, with the way back.
 */
export function EditorsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('blog');
  const { user } = useAuth();
  if (user && isEditor(user.roles)) return children;
  return (
    <EmptyState
      icon={IconLock}
      order={1}
      title={t('editor.noAccessTitle')}
      body={t('editor.noAccessBody')}
      action={
        <Button component={Link} to="/dashboard" variant="light">
          {t('editor.noAccessBack')}
        </Button>
      }
    />
  );
}
