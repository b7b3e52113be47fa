import { expect, test, vi } from 'vitest';
import { wireCopyButtons } from './copy-buttons';

test('a copy button shows once wired, copies its text and then says it did', async () => {
  document.body.innerHTML = `<button data-copy="https://usaha.example/blog/a" data-copied-label="Tautan disalin" style="display: none"><span data-copy-label>Salin tautan</span></button>`;
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  const button = document.querySelector('button') as HTMLButtonElement;
  expect(button.style.display).toBe('none');
  wireCopyButtons(document);
  expect(button.style.display).toBe('');
  button.click();
  await vi.waitFor(() => expect(button.textContent).toBe('Tautan disalin'));
  expect(writeText).toHaveBeenCalledWith('https://usaha.example/blog/a');
  vi.unstubAllGlobals();
});
