/**
 * The cash book area's pages in one lazy chunk: they share most of their code, and one chunk
 * keeps the route table (loaded by every page, the landing page included) small.
 */
export { Component as CashbookFormPage } from './cashbook-form-page';
export { Component as CashbookPage } from './cashbook-page';
export { Component as CashbooksPage } from './cashbooks-page';
export { Component as CategoriesPage } from './categories-page';
export { Component as EntryCreatePage } from './entry-create-page';
export { Component as TransfersPage } from './transfers-page';
