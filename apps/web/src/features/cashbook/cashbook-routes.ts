/**
 * The cash book area's pages in one lazy chunk: they share most of their code, and one chunk
 * keeps the route table (loaded by every page, the landing page included) small.
 */
export { CashbookFormPage } from './cashbook-form-page';
export { CashbookPage } from './cashbook-page';
export { CashbooksPage } from './cashbooks-page';
export { CategoriesPage } from './categories-page';
export { EntryCreatePage } from './entry-create-page';
export { TransfersPage } from './transfers-page';
