/**
 * How many invitations (created or resent) may be mailed, per business and per user, in a sliding
 * hour and day. A small business invites its whole team in one sitting well inside them; a
 * registered stranger cannot turn the platform's mail into a mass mailer. Why these numbers:
 * docs/decisions.md ("Invitations are limited").
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Whose sends a limit counts: the business's (all its members) or one user's (all their businesses). */
export type SendScope = 'business' | 'user';

export type SendLimit = { scope: SendScope; max: number; windowMs: number };

export const INVITATION_SEND_LIMITS: readonly SendLimit[] = [
  { scope: 'business', max: 30, windowMs: HOUR_MS },
  { scope: 'business', max: 60, windowMs: DAY_MS },
  { scope: 'user', max: 20, windowMs: HOUR_MS },
  { scope: 'user', max: 40, windowMs: DAY_MS },
];

/** The longest window: sends older than this count for no limit. */
export const LONGEST_SEND_WINDOW_MS = Math.max(
  ...INVITATION_SEND_LIMITS.map((limit) => limit.windowMs),
);

/**
 * Whole seconds until `limit` allows one more send, given when the `max`-th newest send inside
 * its window was made (none: 0, allowed now). That send leaving the window frees a place.
 */
export function secondsUntilFree(limit: SendLimit, blockingSendAt: Date | undefined, now: Date) {
  if (!blockingSendAt) return 0;
  const ms = blockingSendAt.getTime() + limit.windowMs - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}
