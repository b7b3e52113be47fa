/**
 * One contact's records of the tab's kind (the list with `?contact=`): the way back to all
 * contacts, where the contact and the business stand, the statement to share, and the records
 * themselves, the unpaid ones first (`records=all` adds the paid and void ones).
 */
import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatPhone } from '@usaha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContact } from '../../../api/contacts.queries';
import { contactPositionQuery, debtsInfiniteQuery } from '../../../api/debts.queries';
import { IconChevronLeft, IconFileDollar, IconLink, IconUser } from '../../../components/icons';
import type { NoticeValue } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { PositionFigures } from '../../../components/position-figures';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import { StatementLinkModal } from '../../../components/statement-link-modal';
import tap from '../../../components/tap-target.module.css';
import { useCan } from '../../../lib/business';
import { kindOfTab } from '../../../lib/debt-paths';
import { type ListParams, listHref } from '../use-list-params';
import { DebtRows } from './debt-rows';

type Props = {
  shown: ListParams & { contact: string };
  onShowAll: (all: boolean) => void;
  onNotice: (notice: NoticeValue) => void;
};

export function ContactRecords({ shown, onShowAll, onNotice }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const titleId = useId();
  const canManage = useCan('debt.manage');
  const [sharing, setSharing] = useState(false);
  const kind = kindOfTab(shown.tab);
  const contact = useContact(shown.contact);
  const position = useQuery(contactPositionQuery(shown.contact));
  const pages = useInfiniteQuery(
    debtsInfiniteQuery({
      contact_id: shown.contact,
      kind,
      ...(shown.allRecords ? {} : { status: 'open' as const }),
    }),
  );
  const name = contact.data?.name ?? '…';

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Anchor
        component={Link}
        to={listHref({ tab: shown.tab, q: shown.q })}
        size="sm"
        fw={500}
        w="fit-content"
        className={tap.link}
      >
        <Group gap={2} wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden="true" />
          {t('contact.back')}
        </Group>
      </Anchor>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={0} miw={0}>
              <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {contact.data?.phone && (
                <Text size="sm" c="dimmed">
                  {formatPhone(contact.data.phone)}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              <Button
                component={Link}
                to={`/apps/contacts/form/${shown.contact}`}
                variant="default"
                size="xs"
                leftSection={<IconUser size={16} aria-hidden="true" />}
              >
                {t('contact.open')}
              </Button>
              {canManage && contact.data && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconLink size={16} aria-hidden="true" />}
                  onClick={() => setSharing(true)}
                >
                  {t('actions.statement')}
                </Button>
              )}
            </Group>
          </Group>
          {position.isPending ? (
            <ListSkeleton rows={1} height={56} />
          ) : position.isError ? (
            <LoadError error={position.error} onRetry={() => void position.refetch()} />
          ) : (
            <PositionFigures position={position.data} name={name} />
          )}
        </Stack>
      </Card>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} fz="md">
          {t(`contact.records.${kind}`, { name })}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('contact.show')}
          value={shown.allRecords ? 'all' : 'open'}
          onChange={(value) => onShowAll(value === 'all')}
          data={[
            { value: 'open', label: t('contact.unpaid') },
            { value: 'all', label: t('contact.all') },
          ]}
        />
      </Group>
      <PagedList
        pages={pages}
        filtered={false}
        empty={{
          icon: IconFileDollar,
          title: shown.allRecords ? t('contact.none') : t('contact.noneOpen'),
          body: t(`empty.${shown.tab}Body`),
        }}
        emptyFiltered={{ title: '', body: '', clearLabel: '', onClear: () => undefined }}
        loadMoreLabel={t('common:loadMore')}
      >
        {(debts) => <DebtRows debts={debts} label={t(`contact.records.${kind}`, { name })} />}
      </PagedList>
      {contact.data && (
        <StatementLinkModal
          contact={contact.data}
          opened={sharing}
          onClose={() => setSharing(false)}
          onRevoked={(text) => {
            setSharing(false);
            onNotice({ kind: 'success', text });
          }}
        />
      )}
    </Stack>
  );
}
