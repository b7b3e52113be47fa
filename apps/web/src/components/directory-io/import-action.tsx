/**
 * The import button of a list and the wizard it opens: contacts and products (through their
 * directory tools) and notes, each with its own ImportKind.
 */
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { IconFileImport } from '../icons';
import type { ImportKind } from './import-kind';

/** The wizard's code loads when it is first opened, not with the list (issue 13). */
const DirectoryImportWizard = lazy(() =>
  import('./directory-import-wizard').then((module) => ({
    default: module.DirectoryImportWizard,
  })),
);

export type { ImportKind };

type Props = {
  kind: ImportKind;
  label: string;
  /** Called once the rows are saved, e.g. to refetch the list. */
  onImported: () => void;
};

export function ImportAction({ kind, label, onImported }: Props) {
  const [importing, setImporting] = useState(false);
  const wanted = useOpenedOnce(importing);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden="true" />}
        onClick={() => setImporting(true)}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <DirectoryImportWizard
            kind={kind}
            opened={importing}
            onClose={() => setImporting(false)}
            onImported={onImported}
          />
        </Suspense>
      )}
    </>
  );
}
