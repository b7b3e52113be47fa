/**
 * The frame of a directory list page (contacts, products): header with import, export and add,
 * the route's notice, the filters, and the rows read page by page. Each page brings its words
 * (its namespace has the same keys), its filters and its rows.
 */
import { Button, Stack } from '@mantine/core';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectoryFilters, DirectoryKind } from '../../api/directory-io.api';
import { type Icon, IconPlus } from '../icons';
import { Notice, useRouteNotice } from '../notice';
import { PageHeader } from '../page-header';
import { PagedList } from '../paged-list';
import { DirectoryTools } from './directory-tools';

type Props<T> = {
  kind: DirectoryKind;
  icon: Icon;
  createPath: string;
  canManage: boolean;
  filter: DirectoryFilters;
  clearFilter: () => void;
  pages: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Invalidated after an import, so the list shows the new rows. */
  queryKey: QueryKey;
  filters: ReactNode;
  children: (items: T[]) => ReactNode;
};

export function DirectoryListPage<T>(props: Props<T>) {
  const { kind, icon, createPath, canManage, filter, clearFilter, pages, queryKey } = props;
  const { t } = useTranslation(kind);
  const client = useQueryClient();
  const [notice, clearNotice] = useRouteNotice();
  const filtered = Object.keys(filter).length > 0;
  // An empty list offers its first record in the empty state, not twice.
  const nothingYet = !filtered && pages.data?.pages[0]?.data.length === 0;

  const addButton = canManage && (
    <Button component={Link} to={createPath} leftSection={<IconPlus size={18} />}>
      {t('list.add')}
    </Button>
  );

  return (
    <Stack gap="md" maw={960}>
      <title>{t('metaTitle')}</title>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <DirectoryTools
              kind={kind}
              filters={filter}
              canImport={canManage}
              importLabel={t('list.import')}
              onImported={() => void client.invalidateQueries({ queryKey })}
            />
            {!nothingYet && addButton}
          </>
        }
      />
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      {props.filters}
      <PagedList
        pages={pages}
        filtered={filtered}
        empty={{ icon, title: t('empty.title'), body: t('empty.body'), action: addButton }}
        emptyFiltered={{
          title: t('empty.filteredTitle'),
          body: t('empty.filteredBody'),
          clearLabel: t('common:clearFilters'),
          onClear: clearFilter,
        }}
        loadMoreLabel={t('common:loadMore')}
      >
        {props.children}
      </PagedList>
    </Stack>
  );
}
