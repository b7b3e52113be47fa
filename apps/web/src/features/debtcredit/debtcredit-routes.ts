/**
 * The debts and credits pages in one lazy chunk (apps-routes.tsx): the list with its quick sheet,
 * the form, a record, its payment and its history share most of their code.
 */
export { CreditCreatePage, DebtCreatePage } from './debt-form-page';
export { CreditPage, DebtPage } from './debt-page';
export { DebtcreditPage } from './debtcredit-page';
export { HistoryPage } from './history-page';
export { PaymentPage } from './payment-page';
