/**
 * The invoice editor's and quick form's tests: a signed-in session on 20 November 2026 in
 * Jakarta, with the settings, a customer and a product the fake API answers, and the steps
 * that find and fill a field.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { contact, product, uuid } from '../../test/directory-fixtures';
import type { FakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { startSession } from '../../test/session';
import { settingsAnswer } from './invoice-editor-fixtures';

export const RATNA = contact({ id: uuid(1), name: 'Bu Ratna' });
export const RICE = product({ price: 75_000_00, tax_rate: 1100, unit: 'karung' });

const MAKER = ['invoice.view', 'invoice.manage', 'contact.view', 'contact.manage', 'product.view'];

/** Business dates are read from the clock: only Date is faked, timers run as they do. */
export async function startInvoiceSession(permissions = MAKER): Promise<FakeApi> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T03:00:00Z'));
  const api = await startSession(permissions);
  api.on('GET /v1/settings/application/', settingsAnswer());
  api.on('GET /v1/contacts/search/', { body: { success: true, data: [RATNA] } });
  api.on(`GET /v1/contacts/${RATNA.id}/`, { body: { success: true, data: RATNA } });
  api.on('GET /v1/products/search/', { body: { success: true, data: [RICE] } });
  return api;
}

/** Each test of the file in a session of its own; the fake API of the running test. */
export function sessionPerTest(permissions = MAKER): () => FakeApi {
  let api: FakeApi | null = null;
  beforeAll(setupI18n);
  beforeEach(async () => {
    api = await startInvoiceSession(permissions);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    if (!api) throw new Error('No session: call sessionPerTest at the top of the file');
    return api;
  };
}

/** The `index`-th input whose label starts as `label` does (lines repeat their labels). */
export function field(label: RegExp, index = 0): HTMLInputElement {
  const found = screen.getAllByLabelText(label, { selector: 'input' })[index];
  if (!found) throw new Error(`No field ${label}`);
  return found as HTMLInputElement;
}

export const type = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });
