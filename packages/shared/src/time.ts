/** Milliseconds in a day of the clock (UTC: business dates have no daylight saving). */
export const DAY_MS = 86_400_000;
