/**
 * Messages the web shows word for word (SPEC.md §8). In a file of their own, free of zod, so the
 * first download of every page can import them (`@usaha/shared/auth-messages`).
 */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  profileFailed: 'Failed to get user profile',
  refreshFailed: 'Token refresh failed',
  noToken: 'No authentication token',
  noRefreshToken: 'No refresh token available',
} as const;
