/**
 * /admin/subscriptions: every business's subscription for staff (issue 17), filtered by plan,
 * status, ending within 7 days, or part of the business's name or its owner's email (kept in the
 * address, so a view can be shared); one opens beside the list with its payments, staff's
 * actions and its audit log (`?business=` names it).
 */
import {
  Card,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type AdminSubscription,
  PLAN_CODES,
  type PlanCode,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@usaha/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSubscriptionFilter } from '../../api/admin.api';
import { adminSubscriptionsQuery } from '../../api/admin.queries';
import { IconBuildingStore, IconSearch } from '../../components/icons';
import { Notice, type NoticeValue } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list';
import { useSearchState } from '../../lib/use-search-state';
import { PlanBadge, StatusBadge, TintBadge, useAdminDate } from './components/subscription-badges';
import { SubscriptionDetail } from './components/subscription-detail';

const isPlan = (value: string | null): value is PlanCode =>
  (PLAN_CODES as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '');

function SubscriptionRow({ row, onOpen }: { row: AdminSubscription; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const date = useAdminDate();
  return (
    <UnstyledButton onClick={onOpen} w="100%" data-testid="admin-subscription">
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {row.business_name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {row.owner_email ?? '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {row.current_period_end
                ? t('subscriptions.until', { date: date(row.current_period_end) })
                : t('subscriptions.noPeriod')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <PlanBadge plan={row.plan} />
            <StatusBadge status={row.status} />
            {row.pending_manual_payments > 0 && (
              <TintBadge color="orange">
                {t('subscriptions.pendingTransfers', { count: row.pending_manual_payments })}
              </TintBadge>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

export function AdminSubscriptionsPage() {
  const { t } = useTranslation('admin');
  const [params, update] = useSearchState();
  const [text, setText] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const set = useCallback(
    (name: string, value: string | null) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [update],
  );
  useEffect(() => set('q', q || null), [q, set]);
  const plan = params.get('plan');
  const status = params.get('status');
  const filter: AdminSubscriptionFilter = {
    ...(q ? { q } : {}),
    ...(isPlan(plan) ? { plan } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('ending_soon') === 'true' ? { ending_soon: true } : {}),
  };
  const pages = useInfiniteQuery(adminSubscriptionsQuery(filter));
  const open = params.get('business');
  const openRow = pages.data?.pages
    .flatMap((page) => page.data)
    .find((row) => row.business_id === open);
  const filtered = Object.keys(filter).length > 0;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('subscriptions.title')} subtitle={t('subscriptions.subtitle')} />
      {notice && !open && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          type="search"
          label={t('subscriptions.search')}
          placeholder={t('subscriptions.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Select
          label={t('subscriptions.plan')}
          placeholder={t('subscriptions.all')}
          data={PLAN_CODES.map((code) => ({ value: code, label: t(`plans.${code}`) }))}
          value={isPlan(plan) ? plan : null}
          clearable
          onChange={(value) => set('plan', value)}
        />
        <Select
          label={t('subscriptions.status')}
          placeholder={t('subscriptions.all')}
          data={SUBSCRIPTION_STATUSES.map((code) => ({
            value: code,
            label: t(`statuses.${code}`),
          }))}
          value={isStatus(status) ? status : null}
          clearable
          onChange={(value) => set('status', value)}
        />
        <Switch
          mt={{ md: 30 }}
          label={t('subscriptions.endingSoon')}
          checked={filter.ending_soon === true}
          onChange={(event) => set('ending_soon', event.currentTarget.checked ? 'true' : null)}
        />
      </SimpleGrid>
      <PagedList
        pages={pages}
        filtered={filtered}
        empty={{
          icon: IconBuildingStore,
          title: t('subscriptions.emptyTitle'),
          body: t('subscriptions.emptyBody'),
        }}
        emptyFiltered={{
          title: t('subscriptions.noneTitle'),
          body: t('subscriptions.noneBody'),
          clearLabel: t('subscriptions.clear'),
          onClear: () => {
            setText('');
            update(() => new URLSearchParams());
          },
        }}
        loadMoreLabel={t('subscriptions.more')}
      >
        {(rows) => (
          <Stack gap="xs">
            {rows.map((row) => (
              <SubscriptionRow
                key={row.business_id}
                row={row}
                onOpen={() => set('business', row.business_id)}
              />
            ))}
          </Stack>
        )}
      </PagedList>
      <Drawer
        opened={open !== null}
        onClose={() => set('business', null)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={openRow?.business_name ?? t('subscriptions.detail')}
        closeButtonProps={{ 'aria-label': t('subscriptions.close') }}
      >
        {open && notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
        {open && (
          <SubscriptionDetail
            businessId={open}
            onDone={(message) => setNotice({ kind: 'success', text: message })}
          />
        )}
      </Drawer>
    </Stack>
  );
}
