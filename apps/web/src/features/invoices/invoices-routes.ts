/**
 * The invoice list and the invoice's page in one lazy chunk (apps-routes.tsx); the editor and the
 * quick form are a chunk of their own (invoice-editor-routes.ts), so the list never loads them.
 */
export { InvoicePage } from './invoice-page';
export { InvoicesPage } from './invoices-page';
