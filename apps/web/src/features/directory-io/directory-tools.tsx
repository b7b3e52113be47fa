/** The import and export of a directory list (contacts or products), beside its add button. */
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { DirectoryFilters, DirectoryKind } from '../../api/directory-io.api';
import { DirectoryExportMenu } from './directory-export-menu';
import { DirectoryImportWizard } from './directory-import-wizard';

type Props = {
  kind: DirectoryKind;
  /** The list's filters: an export holds what the list shows. */
  filters: DirectoryFilters;
  canImport: boolean;
  importLabel: string;
  onImported: () => void;
};

export function DirectoryTools({ kind, filters, canImport, importLabel, onImported }: Props) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      {canImport && (
        <Button
          variant="default"
          leftSection={<IconFileImport size={18} aria-hidden="true" />}
          onClick={() => setImporting(true)}
        >
          {importLabel}
        </Button>
      )}
      <DirectoryExportMenu kind={kind} filters={filters} />
      <DirectoryImportWizard
        kind={kind}
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </>
  );
}
