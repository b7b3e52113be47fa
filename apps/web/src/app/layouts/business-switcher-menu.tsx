/**
 * The business switcher's menu: the user's businesses (asked for when it opens) to switch to,
 * and "new business". Loaded with the switcher's first tap (business-switcher.tsx).
 */
import { Group, Loader, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Membership } from '@usaha/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { switchBusiness } from '../../api/businesses.api';
import { membershipsQuery } from '../../api/businesses.queries';
import { IconCheck, IconPlus } from '../../components/icons';
import { useAuth } from '../../lib/auth-store';
import { errorMessage } from '../../lib/error-message';
import { enterBusiness } from '../../lib/session-switch';
import { switcherTrigger } from './business-switcher';

// Only a few people ever create a second business: its form loads when asked for.
const CreateBusinessModal = lazy(() =>
  import('../../features/team/create-business-modal').then((module) => ({
    default: module.CreateBusinessModal,
  })),
);

/** One business in the menu: its name, the user's role there, a tick on the current one. */
export function MembershipItem({
  membership,
  busy,
  onSwitch,
}: {
  membership: Membership;
  busy: boolean;
  onSwitch: (membership: Membership) => void;
}) {
  const { t } = useTranslation(['team', 'apps']);
  const disabled = membership.status === 'disabled';
  return (
    <Menu.Item
      disabled={disabled || busy}
      closeMenuOnClick={false}
      aria-current={membership.current ? 'true' : undefined}
      onClick={() => onSwitch(membership)}
      // The name gives way to the role beside it, shortened with an ellipsis.
      styles={{ itemLabel: { minWidth: 0 } }}
      leftSection={
        membership.current ? (
          <IconCheck size={16} aria-label={t('switcher.current')} />
        ) : (
          <span style={{ width: 16 }} />
        )
      }
      rightSection={
        <Text size="xs" c="dimmed">
          {disabled ? t('switcher.disabled') : t(`apps:roles.${membership.role}`)}
        </Text>
      }
    >
      <Text size="sm" truncate fw={membership.current ? 600 : 400}>
        {membership.business_name}
      </Text>
    </Menu.Item>
  );
}

/** The switcher's menu, loaded with its first tap (business-switcher.tsx), open at first. */
export function BusinessSwitcherMenu() {
  const { t } = useTranslation(['team', 'apps', 'errors']);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(true);
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const memberships = useQuery({ ...membershipsQuery(), enabled: opened });
  const name = user?.business?.name ?? t('switcher.noBusiness');

  async function onSwitch(membership: Membership) {
    if (membership.current) {
      setOpened(false);
      return;
    }
    setSwitching(membership.business_id);
    setFailure(null);
    try {
      await enterBusiness(await switchBusiness(membership.business_id), navigate);
      setOpened(false);
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setSwitching(null);
    }
  }

  return (
    <>
      <Menu
        opened={opened}
        onChange={(next) => {
          setOpened(next);
          if (!next) setFailure(null);
        }}
        position="bottom-start"
        width={300}
        shadow="md"
      >
        <Menu.Target>
          {switcherTrigger({
            name,
            label: t('switcher.label', { name }),
            busy: switching !== null,
          })}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('switcher.heading')}</Menu.Label>
          {memberships.isPending && (
            <Group justify="center" py="sm">
              <Loader size="sm" aria-label={t('switcher.loading')} />
            </Group>
          )}
          {memberships.isError && (
            <Text size="sm" c="red" px="sm" py={6} role="alert">
              {errorMessage(t, memberships.error)}
            </Text>
          )}
          {memberships.data?.map((membership) => (
            <MembershipItem
              key={membership.business_id}
              membership={membership}
              busy={switching !== null}
              onSwitch={(target) => void onSwitch(target)}
            />
          ))}
          {failure && (
            <Text size="sm" c="red" px="sm" py={6} role="alert">
              {failure}
            </Text>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('switcher.create')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {creating && (
        <Suspense fallback={null}>
          <CreateBusinessModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
