import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportNotes, type NoteFilter } from '../../../api/notes.api';
import { ErrorAlert } from '../../../components/error-alert';
import { IconDownload } from '../../../components/icons';
import { saveFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';

/** Downloads the notes the user may see, with the list's search and tag, as CSV or XLSX. */
export function NotesExportMenu({ filter }: { filter: NoteFilter }) {
  const { t } = useTranslation(['notes', 'errors']);
  const download = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') =>
      exportNotes({ q: filter.q, tag: filter.tag }, format, currentLanguage()),
    onSuccess: saveFile,
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={download.isPending}
          >
            {t('list.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => download.mutate('csv')}>{t('list.exportCsv')}</Menu.Item>
          <Menu.Item onClick={() => download.mutate('xlsx')}>{t('list.exportXlsx')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {download.isError && <ErrorAlert error={download.error} />}
    </>
  );
}
