import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DirectoryImportPreview, Note } from '@usaha/shared';
import { beforeAll, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const IMPORTED: Note = {
  id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
  title: 'Belanja pasar',
  body: '- cabai\n- bawang',
  color: 'teal',
  pinned: true,
  tags: ['dapur'],
  visibility: 'shared',
  author_id: 'u_1',
  author_name: 'Sri Wahyuni',
  version: 1,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

const BAD: DirectoryImportPreview = {
  columns: ['title', 'body', 'color', 'pinned', 'tags', 'visibility', null, null],
  total_rows: 2,
  valid_rows: 1,
  issues: [
    {
      line: 3,
      field: 'color',
      code: 'invalid_note_color',
      message: 'Write a colour such as polos, merah or biru (plain, red or blue)',
      value: 'ungu muda',
      limit: null,
      first_line: null,
    },
  ],
  sample: [],
};

const LONG_BODY = `- cabai\n- bawang\n\n${'Beli di pasar pagi sebelum jam tujuh. '.repeat(4)}`;

const GOOD: DirectoryImportPreview = {
  ...BAD,
  valid_rows: 2,
  issues: [],
  sample: [
    {
      line: 2,
      title: 'Belanja pasar',
      body: LONG_BODY,
      color: 'teal',
      pinned: true,
      tags: ['dapur', 'pasar'],
      visibility: 'shared',
    },
  ],
};

const page = (data: Note[]) => ({
  body: { success: true, data, meta: { next_cursor: null, has_more: false } },
});

const MANAGE = ['note.view', 'note.manage'];

beforeAll(setupI18n);

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  expect(input.accept).toContain('.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
}

test('an XLSX with a bad line cannot be imported; a fixed CSV imports and the list shows it', async () => {
  const api = await startSession(MANAGE);
  api.on('GET /v1/notes/', page([]), page([IMPORTED]));
  api.on(
    'POST /v1/notes/import/preview/',
    { body: { success: true, data: BAD } },
    { body: { success: true, data: GOOD } },
  );
  api.on('POST /v1/notes/import/', { status: 201, body: { success: true, data: { imported: 2 } } });
  renderRoutes(routes, '/apps/notes');

  // No note yet: importing is offered beside writing the first one.
  expect(await screen.findByText('No notes yet')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import notes' });
  expect(within(dialog).getByText(/such as a notes export/)).toBeTruthy();

  const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
  choose(new File([bytes], 'catatan.xlsx', { type: XLSX_TYPE }));
  await within(dialog).findByText(/Step 2 of 3/);
  expect(api.calls('POST /v1/notes/import/preview/')[0]?.body).toEqual({
    filename: 'catatan.xlsx',
    content: 'UEsDBP8A',
    format: 'xlsx',
  });
  expect(screen.getAllByTestId('import-issue').map((item) => item.textContent)).toEqual([
    'Line 3 · Colour: Write a colour: plain, red, orange, yellow, green, teal, blue or violet (“ungu muda”)',
  ]);
  expect(screen.getByRole('button', { name: 'Import 1 note' }).hasAttribute('disabled')).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
  await within(dialog).findByText(/Step 1 of 3/);
  const csv = 'Title,Text,Colour\nBelanja pasar,"- cabai",Teal\n';
  choose(new File([csv], 'catatan.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Every line is right: 2 notes are ready to import.')).toBeTruthy();
  const headers = within(dialog)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Line', 'Title', 'Text', 'Colour', 'Pinned', 'Tags', 'Seen by']);
  const [sample] = screen.getAllByTestId('import-sample-row');
  const cells = within(sample as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  // Markdown on one short line; codes in the notes' own words.
  expect(cells).toEqual([
    '2',
    'Belanja pasar',
    '- cabai - bawang Beli di pasar pagi sebelum jam tujuh. Beli…',
    'Teal',
    'Yes',
    'dapur, pasar',
    'Team',
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Import 2 notes' }));
  expect((await screen.findByTestId('import-result')).textContent).toBe('2 notes imported.');
  const [commit] = api.calls('POST /v1/notes/import/');
  expect(commit?.body).toEqual({ filename: 'catatan.csv', content: csv });
  expect(commit?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(await screen.findByRole('link', { name: 'Belanja pasar' })).toBeTruthy();
  expect(api.calls('GET /v1/notes/')).toHaveLength(2);
});

test('the template is the notes download with titles alone; a reader is offered no import', async () => {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const api = await startSession(MANAGE);
  api.on('GET /v1/notes/', page([IMPORTED]));
  api.on('GET /v1/exports/notes/', {
    body: 'Title,Text\r\n',
    headers: { 'Content-Disposition': 'attachment; filename="notes-template.csv"' },
  });
  const view = renderRoutes(routes, '/apps/notes');
  fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Download a template' }));
  await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  const [call] = api.calls('GET /v1/exports/notes/');
  expect(new URL(call?.url ?? '').search).toBe('?format=csv&language=en&template=true');
  view.unmount();

  const reader = await startSession(['note.view']);
  reader.on('GET /v1/notes/', page([IMPORTED]));
  renderRoutes(routes, '/apps/notes');
  expect(await screen.findByRole('link', { name: 'Belanja pasar' })).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy());
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
});
