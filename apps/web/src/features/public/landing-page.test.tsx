import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';
import { renderPublic } from './public-test-utils';
import { word } from './public-words';

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

  it('invents no prices or customer counts', async () => {
    const { container } = await renderPublic(<LandingPage />, 'en');
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\/\s*(month|bulan)|per month|customers trust|pelanggan percaya/i);
  });
});
