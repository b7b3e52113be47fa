/** Step 1: the CSV or XLSX file, read in the browser, and a template to start from. */
import { Anchor, Stack, Text } from '@mantine/core';
import { DIRECTORY_IMPORT_MAX_BYTES } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { CsvFileStepEnd, useCsvFile } from '../csv-file';
import { ErrorAlert } from '../error-alert';
import type { DirectoryImportState } from './use-directory-import';

type Props = { wizard: DirectoryImportState; onCancel: () => void };

export function ImportFileStep({ wizard, onCancel }: Props) {
  const { t } = useTranslation(['directory', 'errors']);
  const { kind } = wizard;
  const file = useCsvFile(
    DIRECTORY_IMPORT_MAX_BYTES,
    {
      tooLarge: t('import.file.tooLarge'),
      empty: t('import.file.empty'),
      unreadable: t('import.file.unreadable'),
    },
    { xlsx: true },
  );
  const [templateError, setTemplateError] = useState<unknown>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file.picked) {
      file.setError(t('import.file.required'));
      return;
    }
    const read = await file.read();
    if (read) wizard.start({ ...read, name: read.name || `${kind.name}.${read.format}` });
  }

  async function downloadTemplate() {
    setTemplateError(null);
    try {
      saveFile(await kind.template(currentLanguage()));
    } catch (error) {
      setTemplateError(error);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(kind.words.intro)}</Text>
        <Text size="sm" c="dimmed">
          {t('import.file.rules')}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadTemplate()}
          >
            {t('import.file.template')}
          </Anchor>
        </Text>
        {templateError !== null && <ErrorAlert error={templateError} />}
        <CsvFileStepEnd
          file={file}
          label={t('import.file.label')}
          description={t('import.file.hint')}
          clearLabel={t('import.file.clear')}
          previewing={wizard.previewing}
          nextLabel={t('import.file.next')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
