import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { createFakeApi, type FakeApi, makeUser } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { resetBrowserState } from '../../../test/reset';
import { setupTransactionsI18n } from '../test-fixtures';
import { ReceiptShare } from './receipt-share';

const ENTRY = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  direction: 'in' as const,
  amount: 150_000_000,
  currency: 'IDR',
  date: '2026-10-05',
  description: 'Nasi kotak 100 porsi',
};
const RECEIPT = `GET /v1/entries/${ENTRY.id}/receipt/`;

let api: FakeApi;
let notices: unknown[];
beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('id');
  authStore.setSession('tok', makeUser({ permissions: ['transaction.view'] }), false);
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on(RECEIPT, {
    text: '%PDF-1.3 nota',
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="nota-2026-10-05-1A2B3C4D.pdf"',
    },
  });
  notices = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderShare() {
  renderWithProviders(<ReceiptShare entry={ENTRY} onDone={(notice) => notices.push(notice)} />);
}

test('shares the PDF through the share sheet where the browser can share files', async () => {
  const share = vi.fn(async () => undefined);
  const canShare = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, canShare, share });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  renderShare();

  fireEvent.click(await screen.findByRole('button', { name: 'Bagikan nota' }));
  await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
  const [shared] = share.mock.calls[0] as unknown as [ShareData];
  const [file] = shared.files ?? [];
  expect(file?.name).toBe('nota-2026-10-05-1A2B3C4D.pdf');
  expect(file?.type).toBe('application/pdf');
  expect(await file?.text()).toBe('%PDF-1.3 nota');
  expect(shared.text).toContain('Rp\u00a01.500.000');
  expect(api.calls(RECEIPT)[0]?.headers['accept-language']).toBe('id');
  expect(click).not.toHaveBeenCalled();
  expect(notices.at(-1)).toBeNull();
});

test('downloads the PDF where the browser cannot share files', async () => {
  vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nota');
  renderShare();

  fireEvent.click(await screen.findByRole('button', { name: 'Bagikan nota' }));
  await waitFor(() => expect(saved).toEqual(['nota-2026-10-05-1A2B3C4D.pdf']));
  await waitFor(() =>
    expect(notices.at(-1)).toEqual({
      kind: 'success',
      text: 'Nota (PDF) sudah diunduh. Bagikan dari folder unduhan.',
    }),
  );
});

test('sends the amount, the date and the description as a WhatsApp message', async () => {
  renderShare();
  const link = await screen.findByRole('link', {
    name: 'Kirim ringkasan transaksi lewat WhatsApp',
  });
  const url = new URL(link.getAttribute('href') ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  const text = url.searchParams.get('text') ?? '';
  expect(text.split('\n')).toEqual([
    'Nota dari Warung Bu Sri',
    'Uang masuk: Rp\u00a01.500.000',
    expect.stringMatching(/^Tanggal: 5 Okt 2026$/),
    'Nasi kotak 100 porsi',
  ]);
});
