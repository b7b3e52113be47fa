/** Step 1: which cash book the statement belongs to, and the CSV file, read in the browser. */
import { Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type Cashbook, STATEMENT_MAX_BYTES } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/error-message';
import type { ImportWizardState } from './use-import-wizard';

type Props = { wizard: ImportWizardState; books: Cashbook[]; onCancel: () => void };

export function ImportFileStep({ wizard, books, onCancel }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const [picked, setPicked] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [bookError, setBookError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBookError(wizard.cashbookId ? null : t('import.file.bookRequired'));
    if (!picked) setFileError(t('import.file.fileRequired'));
    if (!wizard.cashbookId || !picked) return;
    if (picked.size > STATEMENT_MAX_BYTES) {
      setFileError(t('import.file.tooLarge'));
      return;
    }
    setReading(true);
    try {
      const content = await picked.text();
      if (!content.trim()) {
        setFileError(t('import.file.empty'));
        return;
      }
      setFileError(null);
      wizard.start({ name: picked.name || 'statement.csv', content });
    } catch {
      setFileError(t('import.file.unreadable'));
    } finally {
      setReading(false);
    }
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
        <FileInput
          label={t('import.file.file')}
          description={t('import.file.fileHint')}
          accept=".csv,text/csv,text/plain"
          value={picked}
          onChange={(file) => {
            setPicked(file);
            setFileError(null);
          }}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          error={fileError}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('import.file.clear') }}
        />
        {wizard.previewing.error && (
          <FormAlert kind="error">{errorMessage(t, wizard.previewing.error)}</FormAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={reading || wizard.previewing.isPending}>
            {t('import.file.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
