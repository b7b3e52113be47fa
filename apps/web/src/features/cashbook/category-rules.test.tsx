/** The category rules on the categories page: listed in order, moved, added, deleted. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryRule } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import type { FakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { stubScreen } from '../../test/screen-size';
import { chooseOption } from '../../test/select';
import { CATEGORIES, startCashbookSession } from './test-fixtures';

const FIRST_LOAD = { timeout: 15_000 };
const [SALES, POWER] = CATEGORIES as [(typeof CATEGORIES)[0], (typeof CATEGORIES)[0]];

const rule = (n: number, contains: string, categoryId: string): CategoryRule => ({
  id: `0b6f6a52-5a4e-4d0e-9a55-0000000000a${n}`,
  contains,
  direction: 'any',
  category_id: categoryId,
  position: n,
  version: 1,
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-01T01:00:00.000Z',
});
const RULES = [rule(1, 'PLN POSTPAID', POWER.id), rule(2, 'BUDI SANTOSO', SALES.id)];

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startCashbookSession(['category.manage']);
  stubScreen('wide');
  api.on('GET /v1/category-rules/', {
    body: { success: true, data: RULES, meta: { next_cursor: null, has_more: false } },
  });
});

async function openRules() {
  renderApp('/apps/cashbook/categories');
  const section = await screen.findByTestId('category-rules', {}, FIRST_LOAD);
  await within(section).findAllByTestId('category-rule');
  return within(section);
}

test('lists the rules in order with their categories, and moves one', async () => {
  api.on(`PUT /v1/category-rules/${RULES[1]?.id}/`, {
    body: { success: true, data: { ...RULES[1], position: 1, version: 2 } },
  });
  const section = await openRules();
  const rows = section.getAllByTestId('category-rule');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^1Contains “PLN POSTPAID”Listrik & air/),
    expect.stringMatching(/^2Contains “BUDI SANTOSO”Penjualan/),
  ]);
  expect(section.getByRole('button', { name: 'Move the rule for PLN POSTPAID up' })).toHaveProperty(
    'disabled',
    true,
  );
  fireEvent.click(section.getByRole('button', { name: 'Move the rule for BUDI SANTOSO up' }));
  await waitFor(() => expect(api.calls(`PUT /v1/category-rules/${RULES[1]?.id}/`)).toHaveLength(1));
  expect(api.calls(`PUT /v1/category-rules/${RULES[1]?.id}/`)[0]?.body).toEqual({
    version: 1,
    position: 1,
  });
});

test('adds a rule with the direction of its category, after checking the text', async () => {
  api.on('POST /v1/category-rules/', {
    status: 201,
    body: { success: true, data: rule(3, 'INDOMARET', POWER.id) },
  });
  const section = await openRules();
  fireEvent.click(section.getByRole('button', { name: 'Add category rule' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New category rule' }));
  const text = dialog.getByRole('textbox', { name: /When the description contains/ });
  fireEvent.change(text, { target: { value: ' x ' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
  expect(await dialog.findByText('Write 2 to 100 characters.')).toBeTruthy();
  expect(dialog.getByText('Choose a category.')).toBeTruthy();
  expect(api.calls('POST /v1/category-rules/')).toHaveLength(0);

  fireEvent.change(text, { target: { value: '  INDOMARET   ' } });
  await chooseOption(dialog.getByRole('combobox', { name: /Categorise as/ }), 'Listrik & air');
  fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
  expect(await screen.findByText('Rule for “INDOMARET” saved.')).toBeTruthy();
  expect(api.calls('POST /v1/category-rules/')[0]?.body).toEqual({
    contains: 'INDOMARET',
    category_id: POWER.id,
    direction: 'out',
  });
});

test('deletes a rule after asking', async () => {
  api.on(`DELETE /v1/category-rules/${RULES[0]?.id}/`, {
    body: { success: true, message: 'Category rule deleted' },
  });
  const section = await openRules();
  fireEvent.click(section.getByRole('button', { name: 'Delete the rule for PLN POSTPAID' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete this rule?' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Delete rule' }));
  expect(await screen.findByText('Rule for “PLN POSTPAID” deleted.')).toBeTruthy();
  expect(api.calls(`DELETE /v1/category-rules/${RULES[0]?.id}/`)).toHaveLength(1);
});
