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
