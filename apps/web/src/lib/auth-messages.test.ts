import { AUTH_MESSAGES as SHARED } from '@usaha/shared';
import { expect, test } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';

test('the web shows the auth messages of the shared contract word for word', () => {
  expect(AUTH_MESSAGES).toEqual(SHARED);
});
