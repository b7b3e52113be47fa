import { screen } from '@testing-library/react';
import type { Plan, Testimonial } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { billingKeys } from '../../api/billing.queries';
import { testimonialKeys } from '../../api/testimonials.queries';
import { LandingPage } from './landing-page';
import { renderPublic } from './public-test-utils';
import { word } from './public-words';

const SCREENSHOTS = import.meta.glob('../../../public/screenshots/*.webp', { query: '?url' });

describe('landing page', () => {
  it.each(['id', 'en'] as const)('shows the headline and the way in, in %s', async (language) => {
    await renderPublic(<LandingPage />, language);

    expect(
      screen.getByRole('heading', { level: 1, name: word(language, 'landing.hero.title') }),
    ).toBeTruthy();
    const register = screen.getAllByRole('link', { name: word(language, 'common.register') });
    const login = screen.getAllByRole('link', { name: word(language, 'common.login') });
    // Once in the hero, once in the closing call to action.
    expect(register).toHaveLength(2);
    expect(login).toHaveLength(2);
    for (const link of register) expect(link.getAttribute('href')).toBe('/auth/register');
    for (const link of login) expect(link.getAttribute('href')).toBe('/auth/login');
  });

  it('names every area and keeps headings in order', async () => {
    await renderPublic(<LandingPage />, 'id');

    const areas = ['cashbook', 'transactions', 'invoices', 'debts', 'contacts', 'reports', 'notes'];
    for (const area of [...areas, 'team']) {
      const name = word('id', `landing.areas.${area}.title`);
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      const previous = levels[index - 1];
      if (previous !== undefined) expect(level - previous).toBeLessThanOrEqual(1);
    });
  });

  it('shows the real app in pictures the e2e run took, in both colour schemes', async () => {
    await renderPublic(<LandingPage />, 'en');
    for (const name of ['dashboard-phone', 'dashboard-desktop']) {
      const alt = word('en', `landing.screens.${name}`);
      const sources = screen
        .getAllByRole('img', { name: alt })
        .map((img) => img.getAttribute('src'));
      expect(sources).toEqual([
        `/screenshots/${name}-light.webp`,
        `/screenshots/${name}-dark.webp`,
      ]);
      // The files are in the build's public folder (scripts/site-screenshots.mjs writes them).
      for (const source of sources)
        expect(Object.keys(SCREENSHOTS)).toContain(`../../../public${source}`);
    }
  });

  it('invents no prices or customer counts', async () => {
    const { container } = await renderPublic(<LandingPage />, 'en');
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\/\s*(month|bulan)|per month|customers trust|pelanggan percaya/i);
  });
});

describe('landing page with the API’s plans and testimonials', () => {
  const plans: Plan[] = [
    {
      code: 'gratis',
      name: 'Gratis',
      currency: 'IDR',
      monthly_price: 0,
      yearly_price: 0,
      limits: { users: 1, cashbooks: 2, invoices_per_month: 20 },
    },
    {
      code: 'pro',
      name: 'Pro',
      currency: 'IDR',
      monthly_price: 4_900_000,
      yearly_price: 49_000_000,
      limits: { users: 5, cashbooks: null, invoices_per_month: null },
    },
  ];
  const testimonials: Testimonial[] = [
    {
      id: '0b6f6a52-5a4e-4d0e-9a55-000000000001',
      name: 'Sari Wulandari',
      business: 'Warung Sari',
      city: 'Bandung',
      quote: 'Sekarang kas saya cocok tiap sore.',
      rating: 5,
      language: 'id',
      photo: null,
    },
  ];

  it('shows the plans at the prices the API gives, and the published testimonials', async () => {
    await renderPublic(<LandingPage />, 'id', (client) => {
      client.setQueryData(billingKeys.plans(), plans);
      client.setQueryData(testimonialKeys.published(), testimonials);
    });
    const cards = screen.getAllByTestId('public-plan');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Gratis', 'Pro']);
    expect(cards[1]?.textContent).toMatch(/Rp\s?49\.000 \/ bulan/);
    expect(cards[1]?.textContent).toContain('5 pengguna');
    expect(
      screen.getByRole('heading', { level: 2, name: word('id', 'testimonials.title') }),
    ).toBeTruthy();
    expect(screen.getByText('“Sekarang kas saya cocok tiap sore.”')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 dari 5 bintang' })).toBeTruthy();
  });
});
