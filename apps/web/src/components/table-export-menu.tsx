/**
 * The "Ekspor" button of a list: downloads what its filters show as CSV or XLSX (titles in the UI
 * language, as the caller's `download` asks), and any further downloads given as `children`.
 */
import { Button, Menu } from '@mantine/core';
import type { TableExportFormat } from '@usaha/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DownloadedFile, saveFile } from '../lib/download';
import { IconChevronDown, IconDownload } from './icons';

type Props = {
  /** What the menu downloads, said above its items. */
  label: string;
  download: (format: TableExportFormat) => Promise<DownloadedFile>;
  onError: (error: unknown) => void;
  /** More downloads below a divider; each calls `run` with its own fetch. */
  children?: (run: (fetch: () => Promise<DownloadedFile>) => void) => ReactNode;
};

export function TableExportMenu({ label, download, onError, children }: Props) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);

  async function save(fetch: () => Promise<DownloadedFile>) {
    setBusy(true);
    try {
      saveFile(await fetch());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  const run = (fetch: () => Promise<DownloadedFile>) => void save(fetch);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item onClick={() => run(() => download('csv'))}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => run(() => download('xlsx'))}>{t('export.xlsx')}</Menu.Item>
        {children && <Menu.Divider />}
        {children?.(run)}
      </Menu.Dropdown>
    </Menu>
  );
}
