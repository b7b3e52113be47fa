import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page';
import { toLegalSections } from './legal-sections';
import { PrivacyPage } from './privacy-page';
import { renderPublic } from './public-test-utils';
import { keysAt, word, wordsAt } from './public-words';
import { TermsPage } from './terms-page';

describe('faq page', () => {
  it('lists every question and opens an answer', async () => {
    await renderPublic(<FaqPage />, 'id');
    const items = keysAt('id', 'faq.items');
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      const name = word('id', `faq.items.${item}.question`);
      expect(screen.getByText(name).closest('summary')).toBeTruthy();
    }

    const user = userEvent.setup();
    const question = screen.getByText(word('id', 'faq.items.staff.question'));
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByText(word('id', 'faq.items.staff.answer'))).toBeTruthy();
  });
});

describe('legal pages', () => {
  it.each([
    ['terms', TermsPage],
    ['privacy', PrivacyPage],
  ] as const)('%s shows its title, date and every section heading', async (key, Page) => {
    await renderPublic(<Page />, 'en');
    const title = word('en', `${key}.title`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/Last updated: 21 November 2026/)).toBeTruthy();
    for (const section of toLegalSections(wordsAt('en', `${key}.sections`))) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
      expect(screen.getByRole('link', { name: section.heading }).getAttribute('href')).toMatch(
        new RegExp(`^#${key}-\\d+$`),
      );
    }
  });

  it('names every necessary cookie in the privacy policy', async () => {
    const { container } = await renderPublic(<PrivacyPage />, 'id');
    const text = container.textContent ?? '';
    for (const name of ['csrftoken', 'refresh', 'auth-token', 'user-data', 'UU PDP']) {
      expect(text).toContain(name);
    }
  });
});
