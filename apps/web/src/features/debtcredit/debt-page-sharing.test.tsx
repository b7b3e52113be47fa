import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { BUDI, debt, debtPaymentsAnswer } from '../../test/debt-fixtures';
import { errorBody } from '../../test/fake-api';
import { ok } from '../../test/invoice-fixtures';
import { renderRoutes } from '../../test/render';
import { debtSession } from './debtcredit-test-session';

const api = debtSession();
const KASBON = debt();
const PATH = `/v1/debts/${KASBON.id}/`;
const MESSAGE =
  'Halo Budi Santoso, sisa kasbon Anda di Warung Bu Sri Rp 100.000, jatuh tempo 30 November 2026.';
const WA = `https://wa.me/6281234567890?text=${encodeURIComponent(MESSAGE)}`;

/** The window a tap opens: a stand-in that records where it is sent. */
function stubWindow() {
  const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

afterEach(() => {
  vi.restoreAllMocks();
});

function showRecord(record = KASBON) {
  api().on(`GET ${PATH}`, ok(record));
  api().on(`GET ${PATH}history/`, ok([]));
  debtPaymentsAnswer(api(), record.id);
  renderRoutes(routes, `/apps/debtcredit/${record.kind}/${record.id}`);
}

test('the WhatsApp reminder is recorded, opens the link in a new window and shows the message', async () => {
  const { popup, open } = stubWindow();
  api().on(`POST ${PATH}reminders/`, {
    status: 201,
    body: {
      success: true,
      data: {
        url: WA,
        message: MESSAGE,
        statement_url: 'https://x/portal?statement=t',
        sent_at: '2026-11-20T03:00:00.000Z',
      },
    },
  });
  showRecord();
  fireEvent.click(await screen.findByRole('button', { name: 'Remind on WhatsApp' }));
  // The window opens in the tap itself, cut off from this page, then goes to WhatsApp.
  expect(open).toHaveBeenCalledWith('', '_blank');
  await waitFor(() => expect(popup.location.href).toBe(WA));
  expect(popup.opener).toBeNull();
  expect(api().calls(`POST ${PATH}reminders/`)).toHaveLength(1);
  const dialog = await screen.findByRole('dialog', { name: 'WhatsApp reminder' });
  expect(within(dialog).getByTestId('whatsapp-message').textContent).toBe(MESSAGE);
  expect(within(dialog).getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toBe(WA);
});

test('a debt (the business owes the supplier) offers no reminder: that is for what customers owe', async () => {
  showRecord(debt({ kind: 'debt' }));
  expect(await screen.findByRole('link', { name: 'Record payment' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Remind on WhatsApp' })).toBeNull();
  // The statement (what stands between them) is still shared from the menu.
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  expect(await screen.findByRole('menuitem', { name: 'Share statement' })).toBeTruthy();
});

test('a link that is not a web address is never opened', async () => {
  const { popup } = stubWindow();
  api().on(`POST ${PATH}reminders/`, {
    body: {
      success: true,
      data: { url: 'javascript:alert(1)', message: 'x', statement_url: '', sent_at: '' },
    },
  });
  showRecord();
  fireEvent.click(await screen.findByRole('button', { name: 'Remind on WhatsApp' }));
  expect(
    await screen.findByText('The WhatsApp link from the server cannot be opened.'),
  ).toBeTruthy();
  expect(popup.location.href).toBe('');
  expect(popup.close).toHaveBeenCalled();
});

test('without a phone number the reminder says what to do and links to the contact', async () => {
  const { open } = stubWindow();
  showRecord(debt({ contact_phone: null }));
  fireEvent.click(await screen.findByRole('button', { name: 'Remind on WhatsApp' }));
  const dialog = await screen.findByRole('dialog', { name: 'WhatsApp reminder' });
  expect(within(dialog).getByText('Budi Santoso has no phone number')).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'Edit contact' }).getAttribute('href')).toBe(
    `/apps/contacts/form/${BUDI}`,
  );
  expect(open).not.toHaveBeenCalled();
  expect(api().calls(`POST ${PATH}reminders/`)).toHaveLength(0);
});

test('a phone removed meanwhile: the server’s 422 DEBT_NO_PHONE closes the window and explains', async () => {
  const { popup } = stubWindow();
  api().on(`POST ${PATH}reminders/`, {
    status: 422,
    body: errorBody('DEBT_NO_PHONE', 'The contact has no phone number'),
  });
  showRecord();
  fireEvent.click(await screen.findByRole('button', { name: 'Remind on WhatsApp' }));
  expect(await screen.findByText('Budi Santoso has no phone number')).toBeTruthy();
  expect(popup.close).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Edit contact' })).toBeTruthy();
});

test('the statement link is made when asked, sent on WhatsApp or copied, and stopped', async () => {
  const url = 'https://usaha.example/portal?statement=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
  api().on(`POST /v1/contacts/${BUDI}/statement-link/`, {
    status: 201,
    body: { success: true, data: { token: 'AbCd', url, created_at: '2026-11-20T03:00:00.000Z' } },
  });
  api().on(`DELETE /v1/contacts/${BUDI}/statement-link/`, {
    body: { success: true, message: 'ok' },
  });
  showRecord();
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Share statement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Statement for Budi Santoso' });
  const link = (await within(dialog).findByRole('textbox', { name: 'Link' })) as HTMLInputElement;
  expect(link.value).toBe(url);
  const whatsapp =
    within(dialog).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '';
  expect(whatsapp.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
  expect(decodeURIComponent(whatsapp)).toContain(url);
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the link' }));
  expect(await screen.findByText('Statement link stopped.')).toBeTruthy();
  expect(api().calls(`DELETE /v1/contacts/${BUDI}/statement-link/`)).toHaveLength(1);
});
