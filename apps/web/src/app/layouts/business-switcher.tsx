/**
 * The header's business switcher: the current business's name, a menu of the user's businesses
 * to switch to, and "new business" (business-switcher-menu.tsx, loaded with the first tap). On a
 * phone it is a compact button whose name is cut short.
 */
import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../components/icons';
import { OpenOnTap } from '../../components/open-on-tap';
import { useAuth } from '../../lib/auth-store';

const BusinessSwitcherMenu = lazy(() =>
  import('./business-switcher-menu').then((module) => ({ default: module.BusinessSwitcherMenu })),
);

/** The name as the header shows it, cut short on a phone. */
function BusinessName({ name }: { name: string }) {
  return (
    <Text size="sm" fw={600} truncate maw={{ base: 170, sm: 240 }} data-testid="business-name">
      {name}
    </Text>
  );
}

/** The switcher's button: the business's name, a spinner instead of the arrow while switching. */
export function switcherTrigger({
  name,
  label,
  busy,
}: {
  name: string;
  label: string;
  busy: boolean;
}) {
  return (
    <UnstyledButton
      aria-label={label}
      px={6}
      py={4}
      miw={0}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap={4} wrap="nowrap" miw={0}>
        <BusinessName name={name} />
        {busy ? (
          <Loader size={14} aria-hidden="true" />
        ) : (
          <IconChevronDown size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
        )}
      </Group>
    </UnstyledButton>
  );
}

function Switcher() {
  const { t } = useTranslation(['team', 'apps']);
  const { user } = useAuth();
  const name = user?.business?.name ?? t('switcher.noBusiness');
  return (
    <OpenOnTap
      trigger={switcherTrigger({ name, label: t('switcher.label', { name }), busy: false })}
      popup="menu"
    >
      <BusinessSwitcherMenu />
    </OpenOnTap>
  );
}

/** The name alone while the switcher's words load, so the header does not jump. */
function NamePlaceholder() {
  const { user } = useAuth();
  return <BusinessName name={user?.business?.name ?? ''} />;
}

export function BusinessSwitcher() {
  return (
    <Suspense fallback={<NamePlaceholder />}>
      <Switcher />
    </Suspense>
  );
}
