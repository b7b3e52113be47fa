/** The editor's state and its two writes: save (create or update with version) and delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type CreateNoteInput,
  createNoteBodySchema,
  type Note,
  type NoteColor,
  type NoteVisibility,
  normaliseTag,
  updateNoteBodySchema,
} from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createNote, deleteNote, updateNote } from '../../api/notes.api';
import { afterNoteWrite, noteKeys } from '../../api/notes.queries';
import { fieldErrors } from '../../lib/error-message';
import { useSave } from '../../lib/use-save';
import { messagesByField, validateFields } from '../../lib/validate';

export type NoteDraft = {
  title: string;
  body: string;
  color: NoteColor;
  pinned: boolean;
  tags: string[];
  visibility: NoteVisibility;
};

function draftOf(note: Note | null): NoteDraft {
  return {
    title: note?.title ?? '',
    body: note?.body ?? '',
    color: note?.color ?? 'default',
    pinned: note?.pinned ?? false,
    tags: note?.tags ?? [],
    visibility: note?.visibility ?? 'private',
  };
}

export function useNoteForm(note: Note | null) {
  const { t } = useTranslation(['notes', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<NoteDraft>(() => draftOf(note));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = <K extends keyof NoteDraft>(key: K, value: NoteDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setTags = (tags: string[]) =>
    change('tags', [...new Set(tags.map(normaliseTag).filter(Boolean))]);

  const backToList = (text: string) =>
    navigate('/apps/notes', { state: { notice: { kind: 'success', text } } });

  const body = { ...draft, title: draft.title.trim() };
  const save = useSave({
    send: (sending: CreateNoteInput, key: string) => {
      if (note) return updateNote(note.id, { version: note.version, ...sending });
      return createNote(sending, key);
    },
    onSuccess: async (saved) => {
      await afterNoteWrite(client, saved, saved.id);
      backToList(note ? t('editor.saved') : t('editor.created'));
    },
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  const remove = useMutation({
    mutationFn: () => (note ? deleteNote(note.id) : Promise.resolve()),
    onSuccess: async () => {
      if (note) await afterNoteWrite(client, null, note.id);
      backToList(t('editor.deleted'));
    },
  });

  function submit() {
    const messageKey = messagesByField({ title: 'editor.titleRequired' });
    const invalid = note
      ? validateFields(updateNoteBodySchema, { version: note.version, ...body }, t, messageKey)
      : validateFields(createNoteBodySchema, body, t, messageKey);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(body);
  }

  async function reload() {
    if (!note) return;
    save.reset();
    await client.invalidateQueries({ queryKey: noteKeys.note(note.id) });
  }

  const conflict = save.error instanceof AppError && save.error.code === 'VERSION_CONFLICT';
  return { draft, change, setTags, errors, save, remove, submit, reload, conflict };
}
