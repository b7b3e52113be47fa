/** Today as a business date (`YYYY-MM-DD`) in the business's time zone (DESIGN.md §2). */
export function businessToday(now: Date, timeZone: string | null): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A business date `days` later (earlier when negative): `2026-12-25` + 14 → `2027-01-08`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The 1st of the business's current month (`YYYY-MM-01`) in its time zone. */
export function businessMonthStart(now: Date, timeZone: string | null): string {
  return `${businessToday(now, timeZone).slice(0, 8)}01`;
}
