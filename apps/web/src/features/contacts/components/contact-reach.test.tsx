import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { changeLanguage, loadNamespaces } from '../../../lib/i18n';
import { makeUser } from '../../../test/fake-api';
import { setupI18n } from '../../../test/render';
import { resetBrowserState } from '../../../test/reset';
import { ContactReach } from './contact-reach';

function businessNamed(name: string) {
  const user = makeUser();
  authStore.setSession(
    'tok-1',
    { ...user, business: user.business && { ...user.business, name } },
    false,
  );
}

async function whatsapp(): Promise<URL> {
  render(
    <MantineProvider>
      <ContactReach phone="+6281234567890" name="Bu Ratna" />
    </MantineProvider>,
  );
  const link = await screen.findByRole('link', { name: 'WhatsApp' });
  return new URL(link.getAttribute('href') ?? '');
}

beforeAll(setupI18n);
beforeEach(resetBrowserState);

test('WhatsApp opens with a greeting from the business in the language of the app', async () => {
  businessNamed('Warung Bu Sri');
  await changeLanguage('id');
  await loadNamespaces(['contacts']);
  const link = await whatsapp();
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281234567890');
  expect(link.searchParams.get('text')).toBe('Halo Bu Ratna, salam dari Warung Bu Sri. ');
});

test("the business's name stays text of the message, whatever it holds", async () => {
  businessNamed('Toko A&B #1 ?phone=62800&x=<b>\nBaru');
  await changeLanguage('en');
  await loadNamespaces(['contacts']);
  const link = await whatsapp();
  expect(link.pathname).toBe('/6281234567890');
  expect([...link.searchParams.keys()]).toEqual(['text']);
  expect(link.hash).toBe('');
  expect(link.searchParams.get('text')).toBe(
    'Hello Bu Ratna, greetings from Toko A&B #1 ?phone=62800&x=<b>\nBaru. ',
  );
});
