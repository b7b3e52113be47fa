/**
 * /apps/notes/create and /apps/notes/form/:id: one editor for a new note and an existing one
 * (the same pattern as contacts and products). Without note.manage the note is only shown.
 */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Note } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { noteQuery } from '../../api/notes.queries';
import { FormAlert } from '../../components/form-alert';
import { MarkdownView } from '../../components/markdown-view';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import colors from './components/note-colors.module.css';
import { NoteForm } from './components/note-form';

function NoteReadView({ note }: { note: Note }) {
  return (
    <Card radius="lg" padding="lg" className={colors.tinted} data-note-color={note.color}>
      <Stack gap="sm">
        <MarkdownView source={note.body} testId="note-body" />
        {note.tags.length > 0 && (
          <Group gap={4}>
            {note.tags.map((tag) => (
              <Badge key={tag} variant="default" size="sm" radius="sm" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
        {note.author_name && (
          <Text size="xs" c="dimmed">
            {note.author_name}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function NoteEditorPage() {
  const { t } = useTranslation(['notes', 'errors']);
  const { id } = useParams();
  const canManage = useCan('note.manage');
  const note = useQuery({ ...noteQuery(id ?? ''), enabled: Boolean(id) });
  const isNew = !id;

  return (
    <Stack gap="lg" maw={isNew || canManage ? 1040 : 720}>
      <PageHeader
        back={{ to: '/apps/notes', label: t('editor.back') }}
        title={isNew ? t('editor.newTitle') : canManage ? t('editor.editTitle') : note.data?.title}
      />
      {isNew && !canManage && <FormAlert kind="error">{t('errors:FORBIDDEN')}</FormAlert>}
      {!isNew && note.isPending && <PageLoader />}
      {!isNew && note.isError && (
        <LoadError error={note.error} onRetry={() => void note.refetch()} />
      )}
      {!isNew && note.data && !canManage && <NoteReadView note={note.data} />}
      {(isNew || note.data) && canManage && (
        <Card withBorder radius="lg" padding="lg">
          {/* A new version from the server (after "reload") starts the form afresh. */}
          <NoteForm
            key={note.data ? `${note.data.id}:${note.data.version}` : 'new'}
            note={note.data ?? null}
          />
        </Card>
      )}
    </Stack>
  );
}
