/**
 * Hutang Piutang (/apps/debtcredit): two tabs in the URL (`?tab=`), Piutang (what contacts owe
 * the business, the default) and Hutang (what it owes them); the business's totals on top; one
 * row per contact, overdue first, searchable; a row opens that contact's records in the same page
 * (`?contact=`), so the back button returns to the list. A big "+" (floating on a phone, in the
 * header on wider screens) opens the quick sheet (`?new=credit|debt`).
 */
import { ActionIcon, Button, Stack, Tabs, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DebtSummarySide } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debtSummaryInfiniteQuery } from '../../api/debts.queries';
import { IconCoins, IconPlus, IconSearch } from '../../components/icons';
import { Notice, type NoticeValue, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list';
import { useCan } from '../../lib/business';
import { kindOfTab } from '../../lib/debt-paths';
import { useDebouncedSearch } from '../../lib/use-debounced-search';
import { ContactRecords } from './components/contact-records';
import { QuickDebtSheet } from './components/quick-debt-sheet';
import { SummaryRows } from './components/summary-rows';
import { SummaryTotals } from './components/summary-totals';
import classes from './debtcredit.module.css';
import { type ListParams, summaryFilter, useListParams } from './use-list-params';

const TABS: DebtSummarySide[] = ['receivable', 'payable'];

export function DebtcreditPage() {
  const { t } = useTranslation('debtcredit');
  const canManage = useCan('debt.manage');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { shown, setShown } = useListParams();
  const [routeNotice, clearRouteNotice] = useRouteNotice();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const openQuick = () => setShown({ quick: kindOfTab(shown.tab) });
  const add = (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={openQuick}>
      {t('add.button')}
    </Button>
  );

  return (
    <Stack gap="md" maw={960} className={canManage && !wide ? classes.clearFab : undefined}>
      <title>{t('metaTitle')}</title>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={canManage && wide && add} />
      {routeNotice && !notice && <Notice notice={routeNotice} onClose={clearRouteNotice} />}
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <Tabs
        value={shown.tab}
        onChange={(tab) => setShown({ tab: tab === 'payable' ? 'payable' : null })}
        keepMounted={false}
      >
        <Tabs.List grow mb="md" aria-label={t('tabs.label')}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fw={600}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {shown.contact ? (
              <ContactRecords
                shown={{ ...shown, contact: shown.contact }}
                onShowAll={(all) => setShown({ allRecords: all })}
                onNotice={setNotice}
              />
            ) : (
              <SummaryPanel shown={shown} onSearch={setShown} onAdd={canManage ? add : undefined} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {canManage && !wide && (
        <ActionIcon
          size={60}
          radius="xl"
          className={classes.fab}
          aria-label={t('add.label')}
          onClick={openQuick}
        >
          <IconPlus size={30} aria-hidden="true" />
        </ActionIcon>
      )}
      <QuickDebtSheet
        kind={canManage ? shown.quick : undefined}
        contactId={shown.contact}
        onClose={() => setShown({ quick: null })}
      />
    </Stack>
  );
}

type PanelProps = {
  shown: ListParams;
  onSearch: (patch: { q: string }) => void;
  onAdd?: React.ReactNode;
};

/** The totals, the search and the contacts of one tab. */
function SummaryPanel({ shown, onSearch, onAdd }: PanelProps) {
  const { t } = useTranslation('debtcredit');
  const [text, setText] = useDebouncedSearch(shown.q, onSearch);
  const pages = useInfiniteQuery(debtSummaryInfiniteQuery(summaryFilter(shown)));
  const first = pages.data?.pages[0];
  // Totals of nothing say nothing: an empty book gets the explanation alone.
  const anything = (first?.totals ?? []).some((row) => row.receivable + row.payable > 0);
  const nothingYet = !shown.q && first?.data.length === 0;
  return (
    <Stack gap="md">
      {!pages.isError && (pages.isPending || anything) && (
        <SummaryTotals totals={first?.totals} loading={pages.isPending} />
      )}
      {!nothingYet && (
        <TextInput
          type="search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      )}
      <PagedList
        pages={pages}
        filtered={Boolean(shown.q)}
        empty={{
          icon: IconCoins,
          title: t(`empty.${shown.tab}Title`),
          body: t(`empty.${shown.tab}Body`),
          action: onAdd,
        }}
        emptyFiltered={{
          title: t('empty.searchTitle'),
          body: t('empty.searchBody'),
          clearLabel: t('empty.clear'),
          onClear: () => onSearch({ q: '' }),
        }}
        loadMoreLabel={t('common:loadMore')}
      >
        {(items) => <SummaryRows items={items} shown={shown} />}
      </PagedList>
    </Stack>
  );
}
