import { screen, waitFor } from '@testing-library/react';
import type { DebtHistoryItem } from '@usaha/shared';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { debt } from '../../test/debt-fixtures';
import { ok } from '../../test/invoice-fixtures';
import { plain, renderRoutes } from '../../test/render';
import { debtSession } from './debtcredit-test-session';

const api = debtSession();
const KASBON = debt();

const step = (
  action: string,
  params: DebtHistoryItem['params'] = {},
  user: string | null = 'Sri Wahyuni',
): DebtHistoryItem => ({
  action,
  params,
  user_name: user,
  created_at: '2026-11-05T03:15:00.000Z',
});

const TIMELINE = [
  step('debt.create', { amount: 150_000_00, currency: 'IDR' }),
  step('debt.update', { fields: 'amount,due_date', amount: 175_000_00 }),
  step('debt.update', { description: 'Beras' }),
  step('debt.payment', { amount: 50_000_00 }),
  step('debt.payment_delete', { amount: 50_000_00 }),
  step('debt.reminder'),
  step('debt.ladder', { step: -3 }, null),
  step('debt.ladder', { step: 0 }, null),
  step('debt.ladder', { step: 1 }, null),
  step('debt.ladder', { step: 7 }, null),
  step('debt.void'),
  step('debt.something_new'),
];

async function timeline(): Promise<string[]> {
  api().on(`GET /v1/debts/${KASBON.id}/`, ok(KASBON));
  api().on(`GET /v1/debts/${KASBON.id}/history/`, ok(TIMELINE));
  renderRoutes(routes, `/apps/debtcredit/history/${KASBON.id}`);
  await waitFor(() => expect(screen.getAllByTestId('timeline-step')).toHaveLength(TIMELINE.length));
  return screen
    .getAllByTestId('timeline-step')
    .map((item) => plain(item.querySelector('.mantine-Timeline-itemTitle')?.textContent));
}

test('each step of the timeline in words, amounts in the record’s currency, who and when', async () => {
  expect(await timeline()).toEqual([
    'Recorded: IDR 150,000',
    'Changed: amount, due date',
    'Changed: description',
    'Payment of IDR 50,000 recorded',
    'Payment of IDR 50,000 removed',
    'WhatsApp reminder sent',
    'Team reminded: due in 3 days',
    'Team reminded: due today',
    'Team reminded: 1 day overdue',
    'Team reminded: 7 days overdue',
    'Voided',
    'Changed',
  ]);
  expect(screen.getByRole('heading', { name: 'History', level: 1 })).toBeTruthy();
  expect(screen.getByText('Credit · Budi Santoso')).toBeTruthy();
  expect(screen.getAllByText(/^Sri Wahyuni · /)).toHaveLength(8);
  expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe(
    `/apps/debtcredit/credit/${KASBON.id}`,
  );
});

test('in Indonesian the same steps read in Indonesian, with rupiah as Indonesians write it', async () => {
  await changeLanguage('id');
  expect(await timeline()).toEqual([
    'Dicatat: Rp 150.000',
    'Diubah: jumlah, jatuh tempo',
    'Diubah: keterangan',
    'Pembayaran Rp 50.000 dicatat',
    'Pembayaran Rp 50.000 dihapus',
    'Pengingat WhatsApp dikirim',
    'Tim diingatkan: jatuh tempo 3 hari lagi',
    'Tim diingatkan: jatuh tempo hari ini',
    'Tim diingatkan: terlambat 1 hari',
    'Tim diingatkan: terlambat 7 hari',
    'Dibatalkan',
    'Diubah',
  ]);
});
