/** Downloads of what the filters show: CSV or XLSX of the entries, or the books as a journal. */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { EntryFilter } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEntries, downloadJournal } from '../../../api/exports.api';
import type { DownloadedFile } from '../../../lib/download';
import { saveFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';

type Format = 'csv' | 'xlsx' | 'journal';

type Props = {
  filters: EntryFilter;
  onError: (error: unknown) => void;
};

export function ExportMenu({ filters, onError }: Props) {
  const { t } = useTranslation('transactions');
  const [busy, setBusy] = useState<Format | null>(null);

  async function run(format: Format) {
    setBusy(format);
    try {
      const file: DownloadedFile =
        format === 'journal'
          ? await downloadJournal(filters)
          : await downloadEntries(filters, format, currentLanguage());
      saveFile(file);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy !== null}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('export.label')}</Menu.Label>
        <Menu.Item onClick={() => void run('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('export.xlsx')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void run('journal')}>{t('export.journal')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
