/** /apps/settings: the settings pages this user may open, each with a line on what it holds. */
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconBuildingStore,
  IconChevronRight,
  IconCreditCard,
  IconLock,
  type IconProps,
  IconShieldLock,
  IconUser,
  IconUsers,
} from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useCan } from '../../lib/business';

type Entry = {
  to: string;
  key: 'profile' | 'password' | 'privacy' | 'users' | 'application' | 'subscription';
  icon: ComponentType<IconProps>;
  /** Shown, but only to read. */
  readOnly?: boolean;
};

function SettingsCard({ entry }: { entry: Entry }) {
  const { t } = useTranslation('settings');
  const Icon = entry.icon;
  return (
    <Card component={Link} to={entry.to} withBorder radius="lg" padding="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="md">
              {t(`overview.${entry.key}.title`)}
            </Title>
            {entry.readOnly && (
              <Badge size="xs" variant="light" color="gray" radius="sm">
                {t('overview.readOnly')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`overview.${entry.key}.body`)}
          </Text>
        </Stack>
        <IconChevronRight
          size={18}
          aria-hidden="true"
          style={{ flexShrink: 0, alignSelf: 'center' }}
        />
      </Group>
    </Card>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const canSeeTeam = useCan('team.view');
  const canEditBusiness = useCan('settings.manage');
  const canSeeBusiness = useCan('business.view');
  const canManageBilling = useCan('billing.manage');
  const entries: Entry[] = [
    { to: '/apps/settings/profile', key: 'profile', icon: IconUser },
    { to: '/apps/settings/password', key: 'password', icon: IconLock },
    { to: '/apps/settings/privacy', key: 'privacy', icon: IconShieldLock },
  ];
  if (canSeeTeam) entries.push({ to: '/apps/settings/users', key: 'users', icon: IconUsers });
  if (canEditBusiness || canSeeBusiness) {
    entries.push({
      to: '/apps/settings/application',
      key: 'application',
      icon: IconBuildingStore,
      readOnly: !canEditBusiness,
    });
  }
  if (canManageBilling) {
    entries.push({ to: '/apps/settings/subscription', key: 'subscription', icon: IconCreditCard });
  }
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {entries.map((entry) => (
          <SettingsCard key={entry.key} entry={entry} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
