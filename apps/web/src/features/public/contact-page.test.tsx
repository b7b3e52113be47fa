import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';
import { renderPublic } from './public-test-utils';
import { type PublicLanguage, word } from './public-words';

type Call = { url: string; init: RequestInit | undefined };

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

let calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => jsonResponse(201, { success: true, message: 'Thank you' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillForm(language: PublicLanguage = 'id') {
  const user = userEvent.setup();
  await user.type(
    screen.getByLabelText(word(language, 'contact.fields.name'), { exact: false }),
    'Siti Rahma',
  );
  await user.type(
    screen.getByLabelText(word(language, 'contact.fields.email'), { exact: false }),
    ' Siti@Example.com ',
  );
  await user.type(
    screen.getByLabelText(word(language, 'contact.fields.message'), { exact: false }),
    'Bagaimana cara menambah buku kas kedua?',
  );
  await user.click(screen.getByRole('button', { name: word(language, 'contact.submit') }));
  return user;
}

function sentBody(): unknown {
  const body = calls[0]?.init?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

describe('contact page', () => {
  it('sends the message to POST /v1/contact/ with an empty honeypot and thanks the sender', async () => {
    await renderPublic(<ContactPage />, 'id');
    await fillForm();

    expect(
      await screen.findByRole('heading', { name: word('id', 'contact.success.title') }),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/\/v1\/contact\/$/);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(sentBody()).toEqual({
      name: 'Siti Rahma',
      email: 'siti@example.com',
      subject: '',
      message: 'Bagaimana cara menambah buku kas kedua?',
      website: '',
    });
    expect(screen.getByText(/siti@example\.com/)).toBeTruthy();
  });

  it('keeps the honeypot away from people', async () => {
    const { container } = await renderPublic(<ContactPage />, 'id');
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap?.value).toBe('');
  });

  it('checks the fields before sending anything', async () => {
    await renderPublic(<ContactPage />, 'en');
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText(word('en', 'contact.fields.email'), { exact: false }),
      'not-an-email',
    );
    await user.type(
      screen.getByLabelText(word('en', 'contact.fields.message'), { exact: false }),
      'Hi',
    );
    await user.click(screen.getByRole('button', { name: word('en', 'contact.submit') }));

    expect(await screen.findByText(word('en', 'contact.errors.nameRequired'))).toBeTruthy();
    expect(screen.getByText(word('en', 'contact.errors.emailInvalid'))).toBeTruthy();
    expect(
      screen.getByText(word('en', 'contact.errors.messageTooShort').replace('{{min}}', '10')),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(document.activeElement?.getAttribute('name')).toBe('name');
  });

  it('puts the server’s field errors on the fields', async () => {
    answer = () =>
      jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: { email: ['This address cannot receive mail'] },
        request_id: 'r1',
      });
    await renderPublic(<ContactPage />, 'en');
    await fillForm('en');

    expect(await screen.findByText('This address cannot receive mail')).toBeTruthy();
    const email = screen.getByLabelText(word('en', 'contact.fields.email'), { exact: false });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(
      word('en', 'contact.errors.checkFields'),
    );
  });

  it('explains a rate limit kindly', async () => {
    answer = () =>
      jsonResponse(
        429,
        { success: false, code: 'RATE_LIMITED', message: 'Too many requests', request_id: 'r2' },
        { 'Retry-After': '60' },
      );
    await renderPublic(<ContactPage />, 'id');
    await fillForm();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(word('id', 'contact.errors.rateLimited'));
    expect(screen.queryByRole('heading', { name: word('id', 'contact.success.title') })).toBeNull();
  });

  it('says so when the message could not be sent at all', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await renderPublic(<ContactPage />, 'id');
    await fillForm();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(word('id', 'contact.errors.generic'));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: word('id', 'contact.submit') }).hasAttribute('disabled'),
      ).toBe(false),
    );
  });
});
