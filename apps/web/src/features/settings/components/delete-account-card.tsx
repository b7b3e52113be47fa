/**
 * The danger zone: deleting the account after the password. The only owner of a team is refused
 * until someone else owns it; afterwards the user is logged out here and lands on the home page.
 */
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { AppError } from '@usaha/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccount } from '../../../api/privacy.api';
import { FormAlert } from '../../../components/form-alert';
import { IconTrash } from '../../../components/icons';
import { PasswordField } from '../../../components/password-field';
import { authStore } from '../../../lib/auth-store';
import { errorMessage } from '../../../lib/error-message';

type Failure = { field?: string; form?: string; detail?: string };

function failureOf(t: TFunction, error: unknown): Failure {
  if (error instanceof AppError && error.code === 'WRONG_PASSWORD') {
    return { field: t('privacy.wrongPassword') };
  }
  if (error instanceof AppError && error.code === 'LAST_OWNER') {
    // The server names the businesses; the explanation is ours, in the user's language.
    return { form: t('privacy.onlyOwner'), detail: error.message };
  }
  return { form: errorMessage(t, error) };
}

export function DeleteAccountCard() {
  const { t } = useTranslation(['settings', 'errors']);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Failure>({});
  const [deleting, setDeleting] = useState(false);

  function close() {
    setOpened(false);
    setPassword('');
    setFailure({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setFailure({ field: t('privacy.passwordRequired') });
    setDeleting(true);
    setFailure({});
    try {
      await deleteAccount(password);
      // Home first: signed out on an apps page, the auth guard would send the user to log in.
      await navigate('/', { replace: true });
      authStore.signOut();
    } catch (error) {
      setFailure(failureOf(t, error));
      setDeleting(false);
    }
  }

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="delete-title"
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" c="red" id="delete-title">
            {t('privacy.deleteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privacy.deleteBody')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpened(true)}>
            {t('privacy.deleteButton')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t('privacy.deleteConfirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('privacy.deleteConfirmBody')}</Text>
            {failure.form && (
              <FormAlert kind="error">
                {failure.form}
                {failure.detail && (
                  <Text size="xs" mt={4}>
                    {failure.detail}
                  </Text>
                )}
              </FormAlert>
            )}
            <PasswordField
              label={t('privacy.password')}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              error={failure.field}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" color="red" loading={deleting}>
                {t('privacy.deleteSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
