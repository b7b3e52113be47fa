/**
 * /test-header (apps layout, no guard): the apps header in each of its states, drawn with the
 * header's own pieces and made-up people: a visitor, a signed-in owner, unread notifications,
 * several businesses with the switcher open, and a long name while switching. The real header
 * above it shows the viewer's own state. It lives in app/ because the header is the layout's.
 */
import { Group, Menu, Paper } from '@mantine/core';
import type { Membership } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { IconPlus } from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { bellLabel, bellTrigger } from '../../features/notifications/notification-bell';
import { GuestActions } from '../layouts/apps-layout';
import { switcherTrigger } from '../layouts/business-switcher';
import { MembershipItem } from '../layouts/business-switcher-menu';
import { userMenuTrigger } from '../layouts/user-menu';

const OWNER = 'Budi Santoso';
const membership = (n: number, business_name: string, rest: Partial<Membership>): Membership => ({
  business_id: `00000000-0000-4000-8000-00000000000${n}`,
  business_name,
  role: 'owner',
  status: 'active',
  current: false,
  ...rest,
});
const BUSINESSES: Membership[] = [
  membership(1, 'Warung Bu Sri', { current: true }),
  membership(2, 'Katering Berkah', { role: 'manager' }),
  membership(3, 'Toko Bangunan Jaya', { role: 'cashier', status: 'disabled' }),
];

/** One header, as the apps layout lays it out, in a frame. */
function HeaderFrame({
  left,
  right,
  below,
}: {
  left: ReactNode;
  right: ReactNode;
  below?: number;
}) {
  return (
    <Paper withBorder radius="md" pb={below} style={{ overflow: 'visible' }}>
      <Group h={60} px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {left}
        </Group>
        {right}
      </Group>
    </Paper>
  );
}

function UserSide({ unread }: { unread: number }) {
  const { t } = useTranslation(['notifications', 'common']);
  return (
    <Group gap="xs" wrap="nowrap">
      {bellTrigger({ count: unread, label: bellLabel(t, unread) })}
      <Group gap="xs" wrap="nowrap" visibleFrom="xs">
        <LanguageSwitcher />
        <ColorSchemeToggle />
      </Group>
      {userMenuTrigger({ name: OWNER, label: t('common:apps.userMenu', { name: OWNER }) })}
    </Group>
  );
}

function SignedIn({
  business,
  unread,
  busy = false,
}: {
  business: string;
  unread: number;
  busy?: boolean;
}) {
  const { t } = useTranslation(['team', 'common']);
  return (
    <HeaderFrame
      left={
        <>
          <Logo to="/test-header" label={t('common:apps.nav.dashboard')} compact />
          {switcherTrigger({
            name: business,
            label: t('switcher.label', { name: business }),
            busy,
          })}
        </>
      }
      right={<UserSide unread={unread} />}
    />
  );
}

/** The switcher with its menu open on three businesses (one disabled), as after a tap. */
function SeveralBusinesses() {
  const { t } = useTranslation(['team', 'common']);
  const name = BUSINESSES[0]?.business_name ?? '';
  return (
    <HeaderFrame
      below={250}
      left={
        <>
          <Logo to="/test-header" label={t('common:apps.nav.dashboard')} compact />
          <Menu
            opened
            withinPortal={false}
            position="bottom-start"
            width={300}
            shadow="md"
            trapFocus={false}
            // Drawn in the page, not over it: nothing flips, shifts or hides it as it scrolls.
            middlewares={{ flip: false, shift: false }}
            hideDetached={false}
          >
            <Menu.Target>
              {switcherTrigger({ name, label: t('switcher.label', { name }), busy: false })}
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('switcher.heading')}</Menu.Label>
              {BUSINESSES.map((membership) => (
                <MembershipItem
                  key={membership.business_id}
                  membership={membership}
                  busy={false}
                  onSwitch={() => undefined}
                />
              ))}
              <Menu.Divider />
              <Menu.Item leftSection={<IconPlus size={16} aria-hidden="true" />}>
                {t('switcher.create')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </>
      }
      right={<UserSide unread={0} />}
    />
  );
}

export function TestHeaderPage() {
  const { t } = useTranslation(['showcase', 'common']);
  return (
    <ShowcasePage title={t('header.title')} subtitle={t('header.subtitle')} size="lg" inShell>
      <ShowcaseSection title={t('header.guest')} hint={t('header.guestHint')}>
        <HeaderFrame
          left={<Logo to="/" label={t('common:nav.home')} compact />}
          right={<GuestActions />}
        />
      </ShowcaseSection>
      <ShowcaseSection title={t('header.user')} hint={t('header.userHint')}>
        <SignedIn business="Warung Bu Sri" unread={0} />
      </ShowcaseSection>
      <ShowcaseSection title={t('header.unread')} hint={t('header.unreadHint')}>
        <SignedIn business="Warung Bu Sri" unread={3} />
        <SignedIn business="Warung Bu Sri" unread={120} />
      </ShowcaseSection>
      <ShowcaseSection title={t('header.several')} hint={t('header.severalHint')}>
        <SeveralBusinesses />
      </ShowcaseSection>
      <ShowcaseSection title={t('header.switching')} hint={t('header.switchingHint')}>
        <SignedIn business="Usaha Dagang Sumber Rejeki Makmur Sentosa Abadi" unread={7} busy />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
