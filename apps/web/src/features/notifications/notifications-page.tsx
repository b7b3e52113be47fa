/** /apps/notifications: the inbox with filters and bulk actions, and the channel preferences. */
import { Button, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAdjustments, IconInbox, IconListDetails, IconTrash } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { InboxFilters } from './components/inbox-filters';
import { InboxResults } from './components/inbox-results';
import { PreferencesPanel } from './components/preferences-panel';
import { useInboxView } from './use-inbox-view';

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { filter: view, setFilter, clearFilter } = useInboxView();
  const inbox = { status: view.status, ...(view.type ? { type: view.type } : {}) };
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to="/apps/notifications-simple"
              size="compact-md"
              variant="default"
              leftSection={<IconListDetails size={18} aria-hidden="true" />}
            >
              {t('list.simpleLink')}
            </Button>
            <Button
              component={Link}
              to="/apps/notifications_clean"
              size="compact-md"
              variant="default"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
            >
              {t('list.cleanLink')}
            </Button>
          </>
        }
      />
      <Tabs
        value={view.tab ?? 'inbox'}
        onChange={(tab) => setFilter({ tab: tab === 'preferences' ? 'preferences' : null })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="inbox" leftSection={<IconInbox size={16} aria-hidden="true" />}>
            {t('tabs.inbox')}
          </Tabs.Tab>
          <Tabs.Tab
            value="preferences"
            leftSection={<IconAdjustments size={16} aria-hidden="true" />}
          >
            {t('tabs.preferences')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbox" pt="md">
          <Stack gap="md">
            <InboxFilters filter={inbox} onChange={setFilter} />
            <InboxResults key={JSON.stringify(inbox)} filter={inbox} onClearFilter={clearFilter} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preferences" pt="md">
          <PreferencesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
