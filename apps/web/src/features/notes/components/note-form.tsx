import {
  Button,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { MAX_TAGS, NOTE_BODY_MAX, type Note } from '@usaha/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert';
import { DeleteButton } from '../../../components/delete-action';
import { IconLock, IconUsers } from '../../../components/icons';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { SaveProgress } from '../../../components/save-progress';
import { useAuth } from '../../../lib/auth-store';
import { useNoteForm } from '../use-note-form';
import { NoteColorPicker } from './note-color-picker';

/** Title, body with preview, colour, pin, tags and who sees it; save with version, delete. */
export function NoteForm({ note }: { note: Note | null }) {
  const { t } = useTranslation(['notes', 'errors']);
  const { user } = useAuth();
  const form = useNoteForm(note);
  const { draft, change, errors, save, remove } = form;
  // Only the author may change who sees a note (the API refuses anyone else with 403).
  const isAuthor = !note || note.author_id === user?.id;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {form.conflict && (
          <ConflictAlert message={t('editor.conflict')} onReload={() => void form.reload()} />
        )}
        <TextInput
          label={t('editor.titleLabel')}
          placeholder={t('editor.titlePlaceholder')}
          required
          maxLength={200}
          value={draft.title}
          onChange={(event) => change('title', event.currentTarget.value)}
          error={errors.title}
          data-autofocus
        />
        <MarkdownEditor
          value={draft.body}
          onChange={(value) => change('body', value)}
          label={t('editor.bodyLabel')}
          description={t('editor.bodyHint')}
          maxLength={NOTE_BODY_MAX}
          error={errors.body}
          previewTestId="note-preview"
        />
        <NoteColorPicker value={draft.color} onChange={(color) => change('color', color)} />
        <Switch
          label={t('editor.pin')}
          checked={draft.pinned}
          onChange={(event) => change('pinned', event.currentTarget.checked)}
        />
        <TagsInput
          label={t('editor.tags')}
          description={t('editor.tagsHint', { count: MAX_TAGS })}
          placeholder={t('editor.tagsPlaceholder')}
          value={draft.tags}
          onChange={form.setTags}
          maxTags={MAX_TAGS}
          clearable
          error={
            errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1]
          }
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="note-visibility-label">
            {t('editor.visibility')}
          </Text>
          <SegmentedControl
            aria-labelledby="note-visibility-label"
            value={draft.visibility}
            onChange={(value) => change('visibility', value === 'shared' ? 'shared' : 'private')}
            disabled={!isAuthor}
            data={[
              {
                value: 'private',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <IconLock size={16} aria-hidden="true" />
                    {t('editor.visibilityPrivate')}
                  </Group>
                ),
              },
              {
                value: 'shared',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <IconUsers size={16} aria-hidden="true" />
                    {t('editor.visibilityShared')}
                  </Group>
                ),
              },
            ]}
          />
          <Text size="xs" c="dimmed">
            {!isAuthor
              ? t('editor.visibilityAuthorOnly', {
                  name: note?.author_name ?? t('editor.unknownAuthor'),
                })
              : draft.visibility === 'private'
                ? t('editor.visibilityPrivateHint')
                : t('editor.visibilitySharedHint')}
          </Text>
          {errors.visibility && (
            <Text size="xs" c="red" role="alert">
              {errors.visibility}
            </Text>
          )}
        </Stack>
        <SaveProgress save={save} errors={errors} />
        <Group justify="space-between" gap="sm">
          {note ? (
            <DeleteButton
              label={t('common:delete')}
              title={t('editor.deleteTitle')}
              body={t('editor.deleteBody', { title: note.title })}
              confirmLabel={t('editor.deleteConfirm')}
              removal={remove}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} size="md">
            {note ? t('common:save') : t('editor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
