/** The import and export of a directory list (contacts or products), beside its add button. */
import type { DirectoryFilters, DirectoryKind } from '../../api/directory-io.api';
import { DirectoryExportMenu } from './directory-export-menu';
import { ImportAction } from './import-action';
import { directoryImportKind } from './import-kind';

type Props = {
  kind: DirectoryKind;
  /** The list's filters: an export holds what the list shows. */
  filters: DirectoryFilters;
  canImport: boolean;
  importLabel: string;
  onImported: () => void;
};

export function DirectoryTools({ kind, filters, canImport, importLabel, onImported }: Props) {
  return (
    <>
      {canImport && (
        <ImportAction
          kind={directoryImportKind(kind)}
          label={importLabel}
          onImported={onImported}
        />
      )}
      <DirectoryExportMenu kind={kind} filters={filters} />
    </>
  );
}
