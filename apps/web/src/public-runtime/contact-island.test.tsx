import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderPage } from '../ssr/entry-server';
import { createFakeApi } from '../test/fake-api';
import { mountContactForm } from './contact-island';

/** /contact as the server sends it, in the test's document. */
function serverPage() {
  const html = renderPage({
    url: '/contact',
    language: 'en',
    origin: 'https://usaha.example',
    assets: { styles: [], scripts: [] },
    data: {},
  });
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = 'en';
  document.body.innerHTML = page.body.innerHTML;
  return document.querySelector('[data-island="contact"]') as HTMLElement;
}

const field = (name: string) =>
  document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

test('the working form takes the place of the server’s, with what was typed and the cursor kept', async () => {
  const api = createFakeApi();
  api.on('POST /v1/contact/', { status: 201, body: { success: true, message: 'Thank you' } });
  vi.stubGlobal('fetch', api.fetch);
  const container = serverPage();
  const send = screen.getByRole('button', { name: 'Send message' });
  expect(send.hasAttribute('disabled')).toBe(true);
  // Typed before the script came.
  field('name').value = 'Siti Rahma';
  field('email').value = 'siti@example.com';
  field('message').value = 'How do I add a second cash book?';
  field('message').focus();
  field('message').setSelectionRange(4, 6);

  await mountContactForm(container);
  expect(field('name').value).toBe('Siti Rahma');
  expect(field('message').value).toBe('How do I add a second cash book?');
  expect(document.activeElement).toBe(field('message'));
  expect(field('message').selectionStart).toBe(4);

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(/siti@example.com/)).toBeTruthy();
  await waitFor(() => expect(api.calls('POST /v1/contact/')).toHaveLength(1));
  expect(api.calls('POST /v1/contact/')[0]?.body).toMatchObject({
    name: 'Siti Rahma',
    email: 'siti@example.com',
    message: 'How do I add a second cash book?',
  });
});
