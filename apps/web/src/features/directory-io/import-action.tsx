/**
 * The import button of a list and the wizard it opens: contacts and products (through their
 * directory tools) and notes, each with its own ImportKind.
 */
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { DirectoryImportWizard } from './directory-import-wizard';
import type { ImportKind } from './import-kind';

export type { ImportKind };

type Props = {
  kind: ImportKind;
  label: string;
  /** Called once the rows are saved, e.g. to refetch the list. */
  onImported: () => void;
};

export function ImportAction({ kind, label, onImported }: Props) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden="true" />}
        onClick={() => setImporting(true)}
      >
        {label}
      </Button>
      <DirectoryImportWizard
        kind={kind}
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </>
  );
}
