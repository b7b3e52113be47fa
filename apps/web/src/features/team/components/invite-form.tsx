/**
 * "Invite a member": an email address and a role, each role with a line on what it may do. The
 * link is mailed, and handed to `onInvited` to be shared by WhatsApp or copied.
 */
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AppError,
  type BusinessRole,
  createInvitationBodySchema,
  isBusinessRole,
  type SentInvitation,
} from '@usaha/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createInvitation } from '../../../api/team.api';
import { FormAlert } from '../../../components/form-alert';
import { IconSend } from '../../../components/icons';
import { isPlanLimit, UpgradeAfter } from '../../../components/plan-limit-action';
import { errorMessage } from '../../../lib/error-message';
import { validateFields } from '../../../lib/validate';

type Props = { roles: BusinessRole[]; onInvited: (invitation: SentInvitation) => void };

/** A clash names the address (already a member) or not (an invitation is still open). */
function conflictText(t: TFunction, error: unknown): Record<string, string> | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  return error.errors?.email
    ? { email: t('invite.alreadyMember') }
    : { form: t('invite.alreadyInvited') };
}

export function InviteForm({ roles, onInvited }: Props) {
  const { t } = useTranslation(['team', 'apps', 'errors']);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<BusinessRole>('cashier');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email: email.trim(), role };
    const invalid = validateFields(
      createInvitationBodySchema,
      body,
      t,
      (field) => `invite.invalid.${field}`,
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    try {
      const invitation = await createInvitation(body);
      setEmail('');
      onInvited(invitation);
    } catch (error) {
      setFailure(error);
      const first = error instanceof AppError ? error.errors?.email?.[0] : undefined;
      setErrors(
        conflictText(t, error) ?? (first ? { email: first } : { form: errorMessage(t, error) }),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="invite-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="invite-title">
              {t('invite.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('invite.subtitle')}
            </Text>
          </Stack>
          {errors.form && (
            <FormAlert kind="error">
              {errors.form}
              <UpgradeAfter show={isPlanLimit(failure)} />
            </FormAlert>
          )}
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              label={t('invite.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: '2 1 240px' }}
            />
            <Select
              label={t('invite.role')}
              description={t(`roleHelp.${role}`)}
              data={roles.map((value) => ({ value, label: t(`apps:roles.${value}`) }))}
              value={role}
              onChange={(value) => {
                if (value && isBusinessRole(value)) setRole(value);
              }}
              renderOption={({ option }) => (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {isBusinessRole(option.value) ? t(`roleHelp.${option.value}`) : ''}
                  </Text>
                </Stack>
              )}
              allowDeselect={false}
              error={errors.role}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: '1 1 200px' }}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
