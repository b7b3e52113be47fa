/** The products pages in one lazy chunk (apps-routes.tsx): they share most of their code. */
export { ProductFormPage } from './product-form-page';
export { ProductsPage } from './products-page';
