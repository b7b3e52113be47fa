/**
 * What the import wizard needs to know of one kind of record: the calls that check, import and
 * give a template of its file, and where its own words are. Contacts and products are built here;
 * another area (notes) builds its own with its API and namespace.
 */
import type { DirectoryImportInput, DirectoryImportPreview } from '@usaha/shared';
import {
  commitDirectoryImport,
  type DirectoryKind,
  downloadDirectory,
  previewDirectoryImport,
} from '../../api/directory-io.api';
import type { DownloadedFile } from '../../lib/download';

export type ImportKind = {
  /** `contacts`, `products`, `notes`: names a picked file that has no name. */
  name: string;
  preview: (body: DirectoryImportInput) => Promise<DirectoryImportPreview>;
  /** All or nothing; the key makes a retry import the file once. */
  commit: (body: DirectoryImportInput, idempotencyKey: string) => Promise<{ imported: number }>;
  /** The titles alone, as a CSV in `language`. */
  template: (language: 'id' | 'en') => Promise<DownloadedFile>;
  /** Keys (with their namespace) of the kind's own words; the counted ones take `count`. */
  words: {
    title: string;
    intro: string;
    ready: string;
    commit: string;
    done: string;
    /** Where a column's name is: `${fields}.${field}`. */
    fields: string;
    /** Fields whose values are codes shown by their words: field → `${prefix}.${value}`. */
    values: Record<string, string>;
  };
  /** The namespaces of `words`, loaded with the wizard. */
  namespaces: string[];
};

/** The contacts or products import, worded in the `directory` namespace. */
export function directoryImportKind(kind: DirectoryKind): ImportKind {
  return {
    name: kind,
    preview: (body) => previewDirectoryImport(kind, body),
    commit: (body, key) => commitDirectoryImport(kind, body, key),
    template: (language) => downloadDirectory(kind, { format: 'csv', language, template: true }),
    words: {
      title: `directory:import.title.${kind}`,
      intro: `directory:import.file.intro.${kind}`,
      ready: `directory:import.preview.ready.${kind}`,
      commit: `directory:import.preview.commit.${kind}`,
      done: `directory:import.done.${kind}`,
      fields: 'directory:fields',
      values: { kind: 'directory:values.kinds' },
    },
    namespaces: ['directory'],
  };
}
