/** Step 1: which cash book the statement belongs to, and the CSV file, read in the browser. */
import { Select, Stack, Text } from '@mantine/core';
import { type Cashbook, STATEMENT_MAX_BYTES } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvFileStepEnd, useCsvFile } from '../../../components/csv-file';
import type { ImportWizardState } from './use-import-wizard';

type Props = { wizard: ImportWizardState; books: Cashbook[]; onCancel: () => void };

export function ImportFileStep({ wizard, books, onCancel }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const file = useCsvFile(STATEMENT_MAX_BYTES, {
    tooLarge: t('import.file.tooLarge'),
    empty: t('import.file.empty'),
    unreadable: t('import.file.unreadable'),
  });
  const [bookError, setBookError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBookError(wizard.cashbookId ? null : t('import.file.bookRequired'));
    if (!file.picked) file.setError(t('import.file.fileRequired'));
    if (!wizard.cashbookId || !file.picked) return;
    const read = await file.read();
    if (read) wizard.start({ name: read.name || 'statement.csv', content: read.content });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('import.file.intro')}</Text>
        <Select
          label={t('import.file.book')}
          description={t('import.file.bookHint')}
          data={books.map((book) => ({ value: book.id, label: `${book.name} (${book.currency})` }))}
          value={wizard.cashbookId}
          onChange={(value) => {
            wizard.setCashbookId(value);
            setBookError(null);
          }}
          error={bookError}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <CsvFileStepEnd
          file={file}
          label={t('import.file.file')}
          description={t('import.file.fileHint')}
          clearLabel={t('import.file.clear')}
          previewing={wizard.previewing}
          nextLabel={t('import.file.next')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
