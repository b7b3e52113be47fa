/**
 * The specs' `test`: every page counts its requests (support/settle.ts), and `account` is a new
 * user registered through the API with the test's browser context already signed in as them.
 */
import { basename } from 'node:path';
import { test as base } from '@playwright/test';
import { type Account, signUp } from './api';
import { trackRequests } from './settle';

export const test = base.extend<{ account: Account }>({
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  account: async ({ context }, use, testInfo) => {
    const prefix = basename(testInfo.file, '.spec.ts').replace(/[^a-z]/g, '');
    await use(await signUp(context, prefix));
  },
});

export { expect } from '@playwright/test';
