/** Quick date ranges of the Transaksi filters, on business dates (YYYY-MM-DD). */

export const DATE_PRESETS = ['this-month', 'last-month', 'this-year'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export type DateRange = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A business date `days` later (earlier when negative); calendar days, so no time zone applies. */
export function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

export function presetRange(preset: DatePreset, today: string): DateRange {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  switch (preset) {
    case 'this-month':
      return {
        from: `${year}-${pad(month)}-01`,
        to: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`,
      };
    case 'last-month': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDayOf(y, m))}` };
    }
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    default: {
      const exhaustive: never = preset;
      throw new Error(`Unknown preset ${String(exhaustive)}`);
    }
  }
}

/** The preset that the range is exactly, if any (to highlight its button). */
export function matchPreset(
  range: { from?: string; to?: string },
  today: string,
): DatePreset | null {
  for (const preset of DATE_PRESETS) {
    const candidate = presetRange(preset, today);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return null;
}
