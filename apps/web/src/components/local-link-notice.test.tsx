import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { changeLanguage, loadNamespaces } from '../lib/i18n';
import { setupI18n } from '../test/render';
import { LocalLinkNotice, pointsAtLocalhost } from './local-link-notice';
import { WhatsAppMessage } from './whatsapp-button';

beforeAll(async () => {
  await setupI18n();
  await changeLanguage('id');
  await loadNamespaces(['apps']);
});

describe('a link for a customer on localhost', () => {
  test('is found in a link or in a message', () => {
    expect(pointsAtLocalhost('http://localhost:3000/portal?token=abc')).toBe(true);
    expect(
      pointsAtLocalhost('Lihat di sini: http://127.0.0.1:3000/portal?token=abc\nTerima kasih'),
    ).toBe(true);
    expect(pointsAtLocalhost('Lihat di sini: http://192.168.1.5:3000/portal?token=abc')).toBe(
      false,
    );
    expect(pointsAtLocalhost('https://usaha.id/portal?token=abc')).toBe(false);
    expect(pointsAtLocalhost('no link at all')).toBe(false);
  });

  test('is said where the owner shares it, with the way out', () => {
    render(
      <MantineProvider>
        <LocalLinkNotice text="http://localhost:3000/portal?token=abc" />
      </MantineProvider>,
    );
    expect(screen.getByText('Pelanggan tidak bisa membuka tautan ini')).toBeTruthy();
    expect(screen.getByTestId('local-link-notice').textContent).toContain('PUBLIC_URL');
  });

  test('says nothing for a link a customer can open, and speaks in the WhatsApp message', () => {
    const { rerender } = render(
      <MantineProvider>
        <WhatsAppMessage
          message="http://192.168.1.5:3000/portal"
          href="https://wa.me/1"
          openLabel="Buka"
        />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('local-link-notice')).toBeNull();
    rerender(
      <MantineProvider>
        <WhatsAppMessage
          message="Bayar: http://localhost:3000/portal"
          href="https://wa.me/1"
          openLabel="Buka"
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('local-link-notice')).toBeTruthy();
  });
});
