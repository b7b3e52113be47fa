/**
 * /auth/invitation?token=…: who invites whom to which business, and the way in that fits the
 * visitor — accept (signed in with the invited address), log out (signed in as someone else),
 * log in (the address has an account) or register (it has none).
 */
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppError, type InvitationPreview } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { acceptInvitation, getInvitation } from '../../api/team.api';
import { AuthHeading } from '../../components/auth-heading';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { QueryProvider } from '../../components/query-provider';
import { logout } from '../../lib/auth';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { errorMessage } from '../../lib/error-message';
import { loginPathFor } from '../../lib/navigation';
import { PUBLIC_DATA } from '../../lib/query-client';
import { enterBusiness } from '../../lib/session-switch';
import { InvitationRegisterForm } from './invitation-register-form';

/** A link that is unknown, used, revoked, expired or malformed: all the same to the visitor. */
const INVALID_CODES = new Set(['INVITATION_INVALID', 'VALIDATION_FAILED', 'NOT_FOUND']);

function Invalid() {
  const { t } = useTranslation(['team', 'errors']);
  return (
    <Stack gap="lg">
      <AuthHeading title={t('invitation.title')} subtitle={t('invitation.invalidSubtitle')} />
      <FormAlert kind="error">{t('errors:INVITATION_INVALID')}</FormAlert>
      <Button component={Link} to="/" variant="default" fullWidth>
        {t('invitation.home')}
      </Button>
    </Stack>
  );
}

function Summary({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation(['team', 'apps']);
  const role = t(`apps:roles.${invitation.role}`);
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        <Text size="sm">
          {invitation.invited_by_name
            ? t('invitation.invitedBy', {
                name: invitation.invited_by_name,
                business: invitation.business_name,
                role,
              })
            : t('invitation.invited', { business: invitation.business_name, role })}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`roleHelp.${invitation.role}`)}
        </Text>
      </Stack>
    </Card>
  );
}

function Accept({ token }: { token: string }) {
  const { t } = useTranslation(['team', 'errors']);
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function accept() {
    setAccepting(true);
    setFailure(null);
    try {
      await enterBusiness(await acceptInvitation(token), navigate);
    } catch (error) {
      setFailure(errorMessage(t, error));
      setAccepting(false);
    }
  }
  return (
    <Stack gap="sm">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <Button fullWidth size="md" loading={accepting} onClick={() => void accept()}>
        {t('invitation.accept')}
      </Button>
    </Stack>
  );
}

function WrongAccount({ invited, current }: { invited: string; current: string }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [leaving, setLeaving] = useState(false);
  async function switchAccount() {
    setLeaving(true);
    await logout();
    // Back to this link, now signed out: it offers to log in or register with the invited address.
    navigate(`${pathname}${search}`, { replace: true });
  }
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="alert">
        {t('invitation.wrongAccount', { invited, current })}
      </Alert>
      <Button fullWidth variant="default" loading={leaving} onClick={() => void switchAccount()}>
        {t('invitation.logoutFirst')}
      </Button>
    </Stack>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation(['team', 'errors']);
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
    meta: { [PUBLIC_DATA]: true },
  });
  if (preview.isPending) return <PageLoader />;
  if (preview.isError) {
    const invalid = preview.error instanceof AppError && INVALID_CODES.has(preview.error.code);
    if (invalid) return <Invalid />;
    return <ErrorAlert error={preview.error} />;
  }
  const invitation = preview.data;
  const loginPath = loginPathFor(`${pathname}${search}`);
  const signedIn = isLoggedIn(auth) && auth.user;
  const sameEmail = signedIn && auth.user?.email.toLowerCase() === invitation.email.toLowerCase();

  return (
    <Stack gap="lg">
      <AuthHeading
        title={t('invitation.title')}
        subtitle={t('invitation.subtitle', { business: invitation.business_name })}
      />
      <Summary invitation={invitation} />
      {signedIn && sameEmail && <Accept token={token} />}
      {signedIn && !sameEmail && (
        <WrongAccount invited={invitation.email} current={auth.user?.email ?? ''} />
      )}
      {!signedIn && invitation.has_account && (
        <Stack gap="xs">
          <Text size="sm">{t('invitation.hasAccount', { email: invitation.email })}</Text>
          <Button component={Link} to={loginPath} fullWidth size="md">
            {t('invitation.loginToAccept')}
          </Button>
        </Stack>
      )}
      {!signedIn && !invitation.has_account && (
        <Stack gap="sm">
          <Text size="sm">{t('invitation.noAccount')}</Text>
          <InvitationRegisterForm token={token} email={invitation.email} loginPath={loginPath} />
        </Stack>
      )}
    </Stack>
  );
}

export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (token.length < 20) return <Invalid />;
  return (
    <QueryProvider>
      <Invitation token={token} />
    </QueryProvider>
  );
}
