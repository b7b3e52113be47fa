/** The contacts pages in one lazy chunk (apps-routes.tsx): they share most of their code. */
export { Component as ContactFormPage } from './contact-form-page';
export { Component as ContactsPage } from './contacts-page';
