/** The import wizard's tests: open it on the one book and go to the preview of a small file. */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { BOOK } from '../test-fixtures';
import { ImportWizard } from './import-wizard';

export const FILE_TEXT = 'Tanggal Transaksi,Keterangan\n';

/** The wizard open on the one book, as Transaksi opens it. */
export function renderWizard() {
  renderWithProviders(
    <ImportWizard
      opened
      onClose={() => undefined}
      books={[BOOK]}
      canUndo
      onShowEntries={() => undefined}
    />,
  );
}

export async function previewFile() {
  renderWizard();
  await screen.findByText(/Step 1 of 4/);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File([FILE_TEXT], 'bca.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText(/Step 3 of 4/);
}
