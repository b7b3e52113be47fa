/** The products pages in one lazy chunk (apps-routes.tsx): they share most of their code. */
export { Component as ProductFormPage } from './product-form-page';
export { Component as ProductsPage } from './products-page';
