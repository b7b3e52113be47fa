/**
 * The door to /test-notifications from the main route table: the table every page downloads
 * lists the code a lazy page needs, and this page needs a lot (the bell, queries, samples). Going
 * through this tiny module keeps that list out of the landing page's budget.
 */
export const load = () => import('./test-notifications-page');
