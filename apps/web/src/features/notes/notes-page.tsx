/** /apps/notes: notes as colour cards, pinned first, with search, tags and "load more". */
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { afterNotesImport, notesInfiniteQuery } from '../../api/notes.queries';
import { ImportAction } from '../../components/directory-io/import-action';
import { IconNotes, IconPlus } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import { Notice, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { NoteCard } from './components/note-card';
import { NoteFilters } from './components/note-filters';
import { NotesExportMenu } from './components/notes-export-menu';
import { NOTES_IMPORT } from './notes-import-kind';
import { useNoteFilters } from './use-note-filters';

function NoteGrid({
  title,
  notes,
  onTag,
}: {
  title: string | null;
  notes: Note[];
  onTag: (tag: string) => void;
}) {
  if (notes.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title ?? undefined}>
      {title && (
        <Title order={2} fz="md">
          {title}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} onTag={onTag} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function NotesPage() {
  const { t } = useTranslation('notes');
  const client = useQueryClient();
  const canManage = useCan('note.manage');
  const { filter, setFilter } = useNoteFilters();
  const [notice, clearNotice] = useRouteNotice();
  // The notes on screen stay while another search loads, instead of a flash of skeletons.
  const pages = useInfiniteQuery({
    ...notesInfiniteQuery(filter),
    placeholderData: keepPreviousData,
  });
  const notes = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const pinned = notes.filter((note) => note.pinned);
  const others = notes.filter((note) => !note.pinned);
  const tags = [...new Set(notes.flatMap((note) => note.tags))].sort();
  const filtered = Boolean(filter.q || filter.tag || filter.visibility);
  // A first visit shows the way in only: nothing to search or export yet.
  const firstUse = pages.isSuccess && notes.length === 0 && !filtered;
  const onTag = (tag: string) => setFilter({ tag });

  const addButton = canManage && (
    <Button component={Link} to="/apps/notes/create" leftSection={<IconPlus size={18} />}>
      {t('add')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {/* Importing is a way in too: offered before the first note. */}
            {canManage && (
              <ImportAction
                kind={NOTES_IMPORT}
                label={t('import.button')}
                onImported={() => void afterNotesImport(client)}
              />
            )}
            {!firstUse && <NotesExportMenu filter={filter} />}
            {addButton}
          </>
        }
      />
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      {!firstUse && <NoteFilters filter={filter} onChange={setFilter} tags={tags} />}
      {pages.isPending && <ListSkeleton rows={3} height={120} />}
      {pages.isError && <LoadError error={pages.error} onRetry={() => void pages.refetch()} />}
      {firstUse && (
        <EmptyState
          icon={IconNotes}
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
          action={
            canManage && (
              <Button component={Link} to="/apps/notes/create" leftSection={<IconPlus size={18} />}>
                {t('list.emptyAction')}
              </Button>
            )
          }
        />
      )}
      {pages.isSuccess && notes.length === 0 && filtered && (
        <EmptyState
          icon={IconNotes}
          title={t('list.noMatchTitle')}
          body={t('list.noMatchBody')}
          action={
            <Button
              variant="default"
              onClick={() => setFilter({ q: null, tag: null, visibility: null })}
            >
              {t('list.clearFilters')}
            </Button>
          }
        />
      )}
      <NoteGrid title={pinned.length > 0 ? t('list.pinned') : null} notes={pinned} onTag={onTag} />
      <NoteGrid
        title={pinned.length > 0 && others.length > 0 ? t('list.others') : null}
        notes={others}
        onTag={onTag}
      />
      <LoadMore pages={pages} label={t('list.loadMore')} />
    </Stack>
  );
}
