/** Downloads of what the list's filters show, as CSV or XLSX, titles in the UI language. */
import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type DirectoryFilters,
  type DirectoryKind,
  downloadDirectory,
  type ExportFormat,
} from '../../api/directory-io.api';
import { saveFile } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { ErrorAlert } from '../error-alert';
import { IconChevronDown, IconDownload } from '../icons';

export type DirectoryExportMenuProps = {
  kind: DirectoryKind;
  /** The list's current filters (contacts: q, kind, tag, include_archived; products: q, active). */
  filters: DirectoryFilters;
  /** Where a failed download is reported; without it the menu shows the error below itself. */
  onError?: (error: unknown) => void;
};

export function DirectoryExportMenu({ kind, filters, onError }: DirectoryExportMenuProps) {
  const { t } = useTranslation(['directory', 'errors']);
  const download = useMutation({
    mutationFn: (format: ExportFormat) =>
      downloadDirectory(kind, { format, language: currentLanguage(), filters }),
    onSuccess: saveFile,
    onError: (error) => onError?.(error),
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            loading={download.isPending}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {t('export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t(`export.label.${kind}`)}</Menu.Label>
          <Menu.Item onClick={() => download.mutate('csv')}>{t('export.csv')}</Menu.Item>
          <Menu.Item onClick={() => download.mutate('xlsx')}>{t('export.xlsx')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {download.isError && !onError && <ErrorAlert error={download.error} />}
    </>
  );
}
