import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessSettings } from '@usaha/shared';
import { beforeAll, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { SETTINGS } from '../../test/business-settings-fixtures';
import { contact } from '../../test/directory-fixtures';
import { errorBody } from '../../test/fake-api';
import { answerBooks, CUSTOMER_ID, invoice, ok } from '../../test/invoice-fixtures';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const INVOICE = invoice({ customer: { ...invoice().customer, phone: null, email: null } });
const PATH = `/v1/invoices/${INVOICE.id}/`;
const CONTACT = contact({ id: CUSTOMER_ID, name: 'Bu Ratna', phone: null, version: 4 });
const NO_PAY: BusinessSettings = { ...SETTINGS, bank_accounts: [], qris_url: null };
const WA = { url: 'https://wa.me/6281311112222?text=Halo', message: 'Halo Bu Ratna' };

beforeAll(setupI18n);

async function openInvoice(permissions: string[], settings: BusinessSettings = SETTINGS) {
  const api = await startSession(['invoice.view', 'invoice.manage', ...permissions]);
  api.on(`GET ${PATH}`, ok(INVOICE));
  api.on(`GET ${PATH}payments/`, ok([]));
  api.on(`GET ${PATH}history/`, ok([]));
  api.on('GET /v1/settings/application/', ok(settings));
  api.on(`GET /v1/contacts/${CUSTOMER_ID}/`, ok(CONTACT));
  answerBooks(api);
  renderRoutes(routes, `/apps/invoice/${INVOICE.id}`);
  return api;
}

const noPhone = { status: 422, body: errorBody('INVOICE_NO_PHONE', 'No phone') };

async function openWhatsApp() {
  await userEvent.click(await screen.findByRole('button', { name: 'WhatsApp' }));
  return screen.findByRole('dialog', { name: 'Send by WhatsApp' });
}

test('a customer without a number gets one in the send dialog, saved on the contact', async () => {
  const api = await openInvoice(['contact.manage']);
  api.on(`GET ${PATH}whatsapp/`, noPhone, ok(WA));
  api.on(`PUT /v1/contacts/${CUSTOMER_ID}/`, (request) =>
    ok({ ...CONTACT, phone: '+6281311112222', version: 5, ...(request.body as object) }),
  );
  const chat = await openWhatsApp();
  expect(await within(chat).findByText('Bu Ratna has no WhatsApp number yet')).toBeTruthy();
  const field = within(chat).getByLabelText('WhatsApp number');
  await userEvent.type(field, 'nomor');
  await userEvent.click(within(chat).getByRole('button', { name: 'Save number' }));
  expect(within(chat).getByText('Enter a phone number such as 0812-3456-7890.')).toBeTruthy();
  expect(api.calls(`PUT /v1/contacts/${CUSTOMER_ID}/`)).toHaveLength(0);

  await userEvent.clear(field);
  await userEvent.type(field, '0813 1111 2222');
  await userEvent.click(within(chat).getByRole('button', { name: 'Save number' }));
  expect(await within(chat).findByText('Halo Bu Ratna')).toBeTruthy();
  expect(api.calls(`PUT /v1/contacts/${CUSTOMER_ID}/`)[0]?.body).toEqual({
    version: 4,
    phone: '0813 1111 2222',
  });
});

test('whoever may not edit contacts is told to ask, with the way to the contact', async () => {
  const api = await openInvoice([]);
  api.on(`GET ${PATH}whatsapp/`, noPhone);
  const chat = await openWhatsApp();
  expect(await within(chat).findByText(/Ask a teammate who may edit contacts/)).toBeTruthy();
  expect(within(chat).getByRole('link', { name: 'Open contact' }).getAttribute('href')).toBe(
    `/apps/contacts/form/${CUSTOMER_ID}`,
  );
  expect(within(chat).queryByLabelText('WhatsApp number')).toBeNull();
});

test('a business without payment details is asked for an account before sending', async () => {
  const api = await openInvoice(['settings.manage'], NO_PAY);
  api.on(`GET ${PATH}whatsapp/`, ok(WA), ok({ ...WA, message: 'Halo, transfer ke BRI 0123' }));
  api.on('PUT /v1/settings/application/', (request) =>
    ok({ ...NO_PAY, ...(request.body as object), version: 4 }),
  );
  const chat = await openWhatsApp();
  const prompt = await within(chat).findByTestId('pay-details');
  expect(within(prompt).getByText("Your customer won't know how to pay")).toBeTruthy();
  await userEvent.type(within(prompt).getByLabelText('Bank'), 'BRI');
  await userEvent.type(within(prompt).getByLabelText('Account number'), '0123');
  await userEvent.type(within(prompt).getByLabelText('Account holder'), 'Sri');
  await userEvent.click(within(prompt).getByRole('button', { name: 'Save account' }));

  expect(await within(chat).findByText('Halo, transfer ke BRI 0123')).toBeTruthy();
  expect(within(chat).queryByTestId('pay-details')).toBeNull();
  expect(api.calls('PUT /v1/settings/application/')[0]?.body).toMatchObject({
    version: SETTINGS.version,
    name: SETTINGS.name,
    bank_accounts: [{ bank_name: 'BRI', account_number: '0123', account_name: 'Sri' }],
    tax_rates: SETTINGS.tax_rates,
  });
});

test("the mail goes to the contact's address as it is now while the invoice is open", async () => {
  const api = await openInvoice([], NO_PAY);
  api.on(`GET /v1/contacts/${CUSTOMER_ID}/`, ok({ ...CONTACT, email: 'ratna@baru.example' }));
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Send by email' }));
  const dialog = await screen.findByRole('dialog');
  const field = (await within(dialog).findByLabelText(/^Email address/)) as HTMLInputElement;
  expect(field.value).toBe('ratna@baru.example');
  // Not the one who sets the business up: told to ask.
  expect(await within(dialog).findByText(/Ask the owner to add one/)).toBeTruthy();
});
