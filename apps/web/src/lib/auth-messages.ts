/**
 * SPEC.md §8 messages, the same strings as AUTH_MESSAGES in @usaha/shared (auth-messages.test.ts
 * keeps them equal). A copy because the shared file also builds every zod schema, and importing
 * it would put zod into the first download of every page.
 */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  profileFailed: 'Failed to get user profile',
  refreshFailed: 'Token refresh failed',
  noToken: 'No authentication token',
  noRefreshToken: 'No refresh token available',
} as const;
