/**
 * The contact picker's tests: a picker in a page of its own (or in a dialog), the fake API with
 * two contacts to find, a signed-in user who may only look (or also add), and the typing.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { loadNamespaces } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { contact, uuid } from '../../test/directory-fixtures';
import { createFakeApi, type FakeApi, makeUser } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { ContactPicker } from './contact-picker';

export const RATNA = contact({ id: uuid(1), name: 'Bu Ratna', phone: '+6281234567890' });
export const WARUNG = contact({ id: uuid(2), name: 'Warung Sari', company: 'CV Sari Jaya' });
export const OLD = contact({ id: uuid(3), name: 'Pak Harto' });

let api: FakeApi;
/** The contact the picker last handed to its form. */
export const picked: { id: string | null } = { id: null };

type HarnessProps = { initial: string | null; createKinds?: ('customer' | 'supplier')[] };

export function Harness({ initial, createKinds }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ContactPicker
      label="Contact"
      value={value}
      createKinds={createKinds}
      onChange={(id) => {
        picked.id = id;
        setValue(id);
      }}
    />
  );
}

export function renderWithProviders(children: ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>,
  );
}

export function renderPicker(
  initial: string | null = null,
  createKinds?: HarnessProps['createKinds'],
) {
  return renderWithProviders(<Harness initial={initial} createKinds={createKinds} />);
}

/** The user may also add contacts. */
export function mayAddContacts() {
  authStore.setSession(
    'tok-1',
    makeUser({ permissions: ['contact.view', 'contact.manage'] }),
    false,
  );
}

/** Each test with a fresh fake API; the running test's. */
export function pickerSession(): () => FakeApi {
  beforeAll(async () => {
    await setupI18n();
    await loadNamespaces(['contacts']);
  });
  beforeEach(() => {
    resetBrowserState();
    queryClient.clear();
    picked.id = null;
    api = createFakeApi();
    vi.stubGlobal('fetch', api.fetch);
    authStore.setSession('tok-1', makeUser({ permissions: ['contact.view'] }), false);
    api.on('GET /v1/contacts/search/', (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const all = [RATNA, WARUNG];
      const found = all.filter((c) => `${c.name} ${c.company ?? ''}`.toLowerCase().includes(q));
      return { body: { success: true, data: found } };
    });
    api.on(`GET /v1/contacts/${OLD.id}/`, { body: { success: true, data: OLD } });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'contacts');
    vi.unstubAllGlobals();
  });
  return () => api;
}

/** Types into the picker as a person does: focused first (else Mantine reads it as autofill). */
export async function typeName(text: string) {
  const input = screen.getByLabelText('Contact', { selector: 'input' }) as HTMLInputElement;
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() =>
    expect(api.calls('GET /v1/contacts/search/').map((r) => new URL(r.url).search)).toContain(
      `?q=${encodeURIComponent(text).replace(/%20/g, '+')}`,
    ),
  );
  return input;
}
