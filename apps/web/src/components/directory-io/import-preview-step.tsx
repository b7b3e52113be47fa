/** Step 2: what the server read; the import waits until no line has an issue. */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { DirectoryImportPreview } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { FormAlert } from '../form-alert';
import { ImportIssuesList } from './import-issues-list';
import { ImportSampleTable } from './import-sample-table';
import type { DirectoryImportState } from './use-directory-import';

type Props = { wizard: DirectoryImportState; preview: DirectoryImportPreview };

export function ImportPreviewStep({ wizard, preview }: Props) {
  const { t } = useTranslation(['directory', 'errors']);
  const { kind } = wizard;
  const ignored = preview.columns.filter((field) => field === null).length;
  const lines = new Set(preview.issues.map((issue) => issue.line)).size;
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="import-counts">
        {t('import.preview.counts', { count: preview.total_rows, valid: preview.valid_rows })}
        {ignored > 0 ? ` ${t('import.preview.ignored', { count: ignored })}` : ''}
      </Text>
      {preview.issues.length > 0 ? (
        <>
          <FormAlert kind="error" title={t('import.preview.issuesTitle', { count: lines })}>
            {t('import.preview.issuesBody')}
          </FormAlert>
          <ImportIssuesList issues={preview.issues} fields={kind.words.fields} />
        </>
      ) : (
        preview.valid_rows > 0 && (
          <FormAlert kind="success">{t(kind.words.ready, { count: preview.valid_rows })}</FormAlert>
        )
      )}
      {preview.sample.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('import.sample.title', { count: preview.sample.length })}
          </Text>
          <ImportSampleTable preview={preview} kind={kind} />
        </>
      )}
      {wizard.committing.error && (
        <FormAlert kind="error">
          {wizard.refused ? t('import.preview.refused') : errorMessage(t, wizard.committing.error)}
        </FormAlert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={wizard.restart}>
          {t('import.preview.another')}
        </Button>
        <Button
          onClick={wizard.commit}
          disabled={!wizard.canCommit}
          loading={wizard.committing.isPending}
        >
          {t(kind.words.commit, { count: preview.valid_rows })}
        </Button>
      </Group>
    </Stack>
  );
}
