import { expect, test } from 'vitest';
import { AREA_LOCALES } from './area-locales';
import { localeLoader } from './i18n';

const files = Object.keys(import.meta.glob('../locales/*/*.json'));

test('i18n finds every translation file of the web, the areas’ through their own list', async () => {
  expect(files.length).toBeGreaterThan(20);
  for (const path of files) {
    const [language, file = ''] = path.split('/').slice(-2);
    const key = `${language}/${file.replace(/\.json$/, '')}`;
    expect({ key, found: typeof (await localeLoader(key)) }).toEqual({ key, found: 'function' });
  }
});

test('the areas’ list holds both languages of each of its namespaces', () => {
  const keys = Object.keys(AREA_LOCALES);
  expect(keys).toContain('id/cashbook');
  const ids = keys.filter((key) => key.startsWith('id/')).map((key) => key.slice(3));
  const ens = keys.filter((key) => key.startsWith('en/')).map((key) => key.slice(3));
  expect(ens.sort()).toEqual(ids.sort());
});
