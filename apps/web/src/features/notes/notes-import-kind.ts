/** The notes in the shared import wizard: their calls, and their words in the notes namespace. */
import { commitNotesImport, exportNotes, previewNotesImport } from '../../api/notes.api';
import type { ImportKind } from '../../components/directory-io/import-action';

export const NOTES_IMPORT: ImportKind = {
  name: 'notes',
  preview: previewNotesImport,
  commit: commitNotesImport,
  template: (language) => exportNotes({}, 'csv', language, true),
  words: {
    title: 'notes:import.title',
    intro: 'notes:import.intro',
    ready: 'notes:import.ready',
    commit: 'notes:import.commit',
    done: 'notes:import.done',
    fields: 'notes:import.fields',
    values: { color: 'notes:editor.colors', visibility: 'notes:list.visibility' },
  },
  namespaces: ['notes'],
};
