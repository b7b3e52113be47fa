import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DateFormat } from '@usaha/shared';
import { useState } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import type { FakeApi } from '../test/fake-api';
import { renderWithProviders, setupI18n } from '../test/render';
import { startSession } from '../test/session';
import { DateField } from './date-field';

let api: FakeApi;
/** The calendar's chunk is loaded on first use; its first transform in a busy run takes a while. */
const LAZY = { timeout: 15_000 };
let reported: string[];

function Harness({ initial = '', format }: { initial?: string; format?: DateFormat }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <DateField
        label="Date"
        value={value}
        format={format}
        onChange={(date) => {
          reported.push(date);
          setValue(date);
        }}
      />
    </form>
  );
}

/** The business's settings as the API answers them, with only the date format that matters. */
function businessFormat(format: DateFormat) {
  api.on('GET /v1/settings/application/', {
    body: { success: true, data: { id: 'b_1', name: 'Warung', date_format: format } },
  });
}

const field = () => screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });

beforeEach(async () => {
  await setupI18n();
  api = await startSession(['business.view']);
  reported = [];
});

test('typing 31/10/2026 gives 2026-10-31, in DD/MM/YYYY when the business has not said otherwise', async () => {
  renderWithProviders(<Harness initial="2026-01-05" />);
  await screen.findByDisplayValue('05/01/2026');
  expect(api.calls('GET /v1/settings/application/')).toHaveLength(1);
  type('31/10/2026');
  expect(reported).toEqual(['2026-10-31']);
  fireEvent.blur(field());
  expect(field().value).toBe('31/10/2026');
});

test("a business writing dates month first reads and writes them so, whatever the browser's locale", async () => {
  businessFormat('MM/DD/YYYY');
  renderWithProviders(<Harness initial="2026-10-31" />);
  await screen.findByDisplayValue('10/31/2026');
  expect(field().placeholder).toBe('MM/DD/YYYY');
  type('12/25/2026');
  expect(reported).toEqual(['2026-12-25']);
});

test('month names follow the UI language in a D MMM YYYY business', async () => {
  businessFormat('D MMM YYYY');
  await changeLanguage('id');
  renderWithProviders(<Harness initial="2026-10-31" />);
  await screen.findByDisplayValue('31 Okt 2026');
  expect(field().placeholder).toBe('H BBB TTTT');
  type('3 Agustus 2026');
  expect(reported).toEqual(['2026-08-03']);
  await changeLanguage('en');
  fireEvent.blur(field());
  expect(await screen.findByDisplayValue('3 Aug 2026')).toBe(field());
});

test('a short date is taken when the field is left, and the first Enter settles it before a submit', async () => {
  renderWithProviders(<Harness format="DD/MM/YYYY" />);
  type('1/2/26');
  // Still typing: 26 may become 2026 or 2030.
  expect(reported).toEqual([]);
  fireEvent.blur(field());
  expect(reported).toEqual(['2026-02-01']);
  expect(field().value).toBe('01/02/2026');

  type('5/3/26');
  const enter = fireEvent.keyDown(field(), { key: 'Enter' });
  expect(enter).toBe(false);
  expect(reported.at(-1)).toBe('2026-03-05');
  expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(true);
});

test('text that is no date says how to write one and leaves the value empty', async () => {
  renderWithProviders(<Harness initial="2026-10-31" format="DD/MM/YYYY" />);
  type('31/02/2026');
  fireEvent.blur(field());
  expect(reported).toEqual(['']);
  expect(field().value).toBe('31/02/2026');
  expect(field().getAttribute('aria-invalid')).toBe('true');
  expect(
    screen.getByText(/This date can't be read\. Write it like \d\d\/\d\d\/\d{4}\./),
  ).toBeTruthy();
  type('');
  fireEvent.blur(field());
  expect(screen.queryByText(/This date can't be read/)).toBeNull();
});

test('the calendar opens on the chosen month, in the UI language, and picks a day', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial="2026-10-31" format="DD/MM/YYYY" />);
  await user.click(screen.getByRole('button', { name: 'Open calendar' }));
  // happy-dom lays nothing out: the floating calendar counts as hidden, so it is found by its
  // attributes rather than by role and name.
  const calendar = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"][aria-label="Date"]');
    if (!found?.querySelector('table')) throw new Error('no calendar yet');
    return found;
  }, LAZY);
  const day = (label: string) => {
    const button = calendar.querySelector<HTMLElement>(`button[aria-label="${label}"]`);
    if (!button) throw new Error(`no day ${label}`);
    return button;
  };
  expect(calendar.querySelector('[data-calendar] button:not([aria-label])')?.textContent).toBe(
    'October 2026',
  );
  // The chosen day has the focus: the arrow keys start from it.
  await vi.waitFor(() => expect(document.activeElement).toBe(day('31 October 2026')));
  fireEvent.click(day('15 October 2026'));
  expect(reported).toEqual(['2026-10-15']);
  expect(field().value).toBe('15/10/2026');
  await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
});
