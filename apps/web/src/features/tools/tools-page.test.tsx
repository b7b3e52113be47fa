import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';
import { figure, type } from './tools-test-kit';

beforeAll(setupI18n);
beforeEach(async () => {
  await startSession(['note.view', 'note.manage']);
});

test('?calc= picks the calculator, and choosing another one writes it in the address', async () => {
  const { router } = renderRoutes(routes, '/apps/tools?calc=break-even');
  const picker = await screen.findByRole('navigation', { name: 'Calculator' });
  expect(
    within(picker).getByRole('link', { name: 'Break-even' }).getAttribute('aria-current'),
  ).toBe('page');
  expect(screen.getByLabelText('Fixed costs')).toBeTruthy();

  fireEvent.click(within(picker).getByRole('link', { name: 'Loan instalments' }));
  await screen.findByLabelText('Loan amount');
  expect(currentPath(router)).toBe('/apps/tools?calc=loan');
  expect(screen.queryByLabelText('Fixed costs')).toBeNull();
});

test('an unknown calculator shows the first one: margin and markup', async () => {
  renderRoutes(routes, '/apps/tools?calc=nope');
  await screen.findByLabelText('Cost');
  expect(screen.getByText('Fill in the fields to see the result.')).toBeTruthy();
});

test('margin: Rp 8.000 cost and Rp 10.000 price is Rp 2.000 profit, 20% margin, 25% markup', async () => {
  renderRoutes(routes, '/apps/tools?calc=margin');
  await screen.findByLabelText('Cost');
  type('Cost', '8000');
  type('Selling price', '10000');
  await waitFor(() => expect(figure('Margin')).toBe('20%'));
  expect(figure('Markup')).toBe('25%');
  expect(figure('Profit')).toBe('IDR 2,000');
});

test('margin: the price for a 33% margin, and a margin of 100% is refused at its field', async () => {
  renderRoutes(routes, '/apps/tools?calc=margin');
  await screen.findByLabelText('Cost');
  fireEvent.click(screen.getByText('From margin'));
  type('Cost', '7000');
  type('Target margin', '33');
  await waitFor(() => expect(figure('Selling price')).toBe('IDR 10,447.76'));
  type('Target margin', '100');
  expect(await screen.findByText('A margin must be below 100%.')).toBeTruthy();
  expect(screen.queryByRole('rowheader', { name: 'Selling price' })).toBeNull();
  type('Target margin', '-5');
  expect(await screen.findByText('Enter a percentage from 0 to 100.')).toBeTruthy();
});

test('loan: Rp 10.000.000 at 12% over 12 months effective pays Rp 888.487,89 a month', async () => {
  await changeLanguage('id');
  renderRoutes(routes, '/apps/tools?calc=loan');
  await screen.findByLabelText('Jumlah pinjaman');
  type('Jumlah pinjaman', '10000000');
  type('Bunga per tahun', '12');
  type('Jangka (bulan)', '12');
  await waitFor(() => expect(figure('Cicilan per bulan')).toBe('Rp 888.487,89'));
  const schedule = screen.getAllByRole('table')[1];
  if (!schedule) throw new Error('no schedule');
  // A header row and twelve months, the last ending at nothing owed.
  expect(within(schedule).getAllByRole('row')).toHaveLength(13);
  expect(within(schedule).getAllByRole('row')[12]?.textContent?.replace(/\s/g, ' ')).toMatch(
    /Rp 0$/,
  );

  fireEvent.click(screen.getByText('Flat'));
  await waitFor(() => expect(figure('Total bunga')).toBe('Rp 1.200.000'));
  expect(figure('Total dibayar')).toBe('Rp 11.200.000');
  type('Jangka (bulan)', '0');
  expect(await screen.findByText('Isi jumlah bulan bulat dari 1 sampai 360.')).toBeTruthy();
});

test('HPP: available goods less closing stock, and a closing stock above them is refused', async () => {
  renderRoutes(routes, '/apps/tools?calc=cogs');
  await screen.findByLabelText('Opening stock');
  type('Opening stock', '5000000');
  type('Purchases', '20000000');
  type('Purchase costs (freight)', '500000');
  type('Purchase returns', '1000000');
  type('Closing stock', '6000000');
  await waitFor(() => expect(figure('Goods available for sale')).toBe('IDR 24,500,000'));
  expect(figure('Cost of goods sold (HPP)')).toBe('IDR 18,500,000');
  type('Closing stock', '30000000');
  expect(await screen.findByText('Closing stock is more than was available.')).toBeTruthy();
});

test('break-even: 600 units for Rp 3.000.000 of fixed costs, and never at no contribution', async () => {
  renderRoutes(routes, '/apps/tools?calc=break-even');
  await screen.findByLabelText('Fixed costs');
  type('Fixed costs', '3000000');
  type('Price per unit', '15000');
  type('Variable cost per unit', '10000');
  await waitFor(() => expect(figure('Units to break even')).toBe('600'));
  expect(figure('Revenue to break even')).toBe('IDR 9,000,000');
  type('Variable cost per unit', '15000');
  await waitFor(() => expect(figure('Units to break even')).toMatch(/^Never/));
});
