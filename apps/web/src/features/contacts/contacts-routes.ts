/** The contacts pages in one lazy chunk (apps-routes.tsx): they share most of their code. */
export { ContactFormPage } from './contact-form-page';
export { ContactsPage } from './contacts-page';
