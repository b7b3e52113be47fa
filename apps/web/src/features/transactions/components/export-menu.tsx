/** Downloads of what the filters show: CSV or XLSX of the entries, or the books as a journal. */
import { Menu } from '@mantine/core';
import type { EntryFilter } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { downloadEntries, downloadJournal } from '../../../api/exports.api';
import { TableExportMenu } from '../../../components/table-export-menu';
import { currentLanguage } from '../../../lib/i18n';

type Props = {
  filters: EntryFilter;
  onError: (error: unknown) => void;
};

export function ExportMenu({ filters, onError }: Props) {
  const { t } = useTranslation('transactions');
  return (
    <TableExportMenu
      label={t('export.label')}
      download={(format) => downloadEntries(filters, format, currentLanguage())}
      onError={onError}
    >
      {(run) => (
        <Menu.Item onClick={() => run(() => downloadJournal(filters))}>
          {t('export.journal')}
        </Menu.Item>
      )}
    </TableExportMenu>
  );
}
