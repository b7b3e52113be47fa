/** The notes pages in one lazy chunk, with the Markdown renderer: no other page loads it. */
export { NoteEditorPage } from './note-editor-page';
export { NotesPage } from './notes-page';
