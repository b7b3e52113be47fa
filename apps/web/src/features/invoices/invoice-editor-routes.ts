/**
 * The invoice editor and the quick invoice form in one lazy chunk (apps-routes.tsx), apart from
 * the list and the view, so opening the list does not load the editor.
 */
export { InvoiceEditorPage } from './invoice-editor-page';
export { QuickInvoicePage } from './quick-invoice-page';
