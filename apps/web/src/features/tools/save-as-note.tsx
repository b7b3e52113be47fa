/**
 * "Simpan sebagai catatan": a result becomes a private note (POST /v1/notes/) titled with the
 * calculator's name, its body the inputs and results as a Markdown list in the UI language.
 */
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createNote } from '../../api/notes.api';
import { useCan } from '../../lib/business';
import type { Figure } from './tool-parts';

/** `- **Label**: value` lines; the figures are our own words and formatted numbers. */
export function noteBody(
  headings: { inputs: string; results: string },
  inputs: Figure[],
  results: Figure[],
): string {
  const list = (figures: Figure[]) =>
    figures.map((figure) => `- **${figure.label}**: ${figure.value}`).join('\n');
  return `## ${headings.inputs}\n\n${list(inputs)}\n\n## ${headings.results}\n\n${list(results)}\n`;
}

type Props = { name: string; inputs: Figure[]; results: Figure[] };

export function SaveAsNote({ name, inputs, results }: Props) {
  const { t } = useTranslation('tools');
  const canSave = useCan('note.manage');
  const save = useMutation({
    mutationFn: () =>
      createNote({
        title: name,
        body: noteBody({ inputs: t('note.inputs'), results: t('note.results') }, inputs, results),
      }),
  });
  if (!canSave) return null;
  return (
    <Stack gap="xs">
      <Button variant="light" loading={save.isPending} onClick={() => save.mutate()}>
        {t('note.save')}
      </Button>
      {save.isSuccess ? (
        <Alert color="teal" role="status">
          {t('note.saved')}{' '}
          <Anchor component={Link} to={`/apps/notes/form/${save.data.id}`}>
            {t('note.open')}
          </Anchor>
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert color="red" role="alert">
          {t('note.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
