/** The recurring tab of /apps/invoice: the schedules, a page at a time, paused, resumed, deleted. */
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RecurringInvoice } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recurringInfiniteQuery } from '../../../api/recurring-invoices.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { IconRepeat } from '../../../components/icons';
import { Notice, type NoticeValue } from '../../../components/notice';
import { PagedList } from '../../../components/paged-list';
import { errorMessage } from '../../../lib/error-message';
import { RecurringCards, type RecurringRowActions, RecurringTable } from './recurring-rows';
import { useRecurringCommands } from './use-recurring-commands';

const NO_FILTER = {};

export function RecurringPanel() {
  const { t } = useTranslation(['invoices', 'errors']);
  const pages = useInfiniteQuery(recurringInfiniteQuery(NO_FILTER));
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [deleting, setDeleting] = useState<RecurringInvoice | null>(null);
  const { pause, resume, remove } = useRecurringCommands(setNotice);
  const actions: RecurringRowActions = {
    onPause: (schedule) => pause.mutate(schedule),
    onResume: (schedule) => resume.mutate(schedule),
    onDelete: (schedule) => {
      remove.reset();
      setDeleting(schedule);
    },
  };
  return (
    <Stack gap="md">
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <PagedList
        pages={pages}
        filtered={false}
        empty={{
          icon: IconRepeat,
          title: t('recurring.emptyTitle'),
          body: t('recurring.emptyBody'),
        }}
        emptyFiltered={{
          title: t('recurring.filteredTitle'),
          body: t('recurring.filteredBody'),
          clearLabel: t('common:clearFilters'),
          onClear: () => {},
        }}
        loadMoreLabel={t('common:loadMore')}
      >
        {(schedules) =>
          wide ? (
            <RecurringTable schedules={schedules} actions={actions} />
          ) : (
            <RecurringCards schedules={schedules} actions={actions} />
          )
        }
      </PagedList>
      <ConfirmModal
        opened={deleting !== null}
        title={t('recurring.deleteTitle')}
        body={<Text>{t('recurring.deleteBody', { name: deleting?.customer_name ?? '' })}</Text>}
        confirmLabel={t('recurring.delete')}
        loading={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() =>
          deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
