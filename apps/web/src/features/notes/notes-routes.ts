/** The notes pages in one lazy chunk, with the Markdown renderer: no other page loads it. */
export { Component as NoteEditorPage } from './note-editor-page';
export { Component as NotesPage } from './notes-page';
