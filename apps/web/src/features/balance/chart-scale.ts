/**
 * Scale maths of the balance trend chart: a value axis through zero with "nice" ticks, and the
 * bands of the bars. Values are integer minor units; ticks stay exact integers that are whole
 * units of the currency, so their labels never show a rounding artefact.
 */
import { currencyExponent, formatMoney, isCurrencyCode, withMinusSign } from '@usaha/shared';

export type ValueScale = {
  min: number;
  max: number;
  step: number;
  ticks: number[];
};

const NICE = [1, 2, 2.5, 5, 10] as const;

/** The smallest "nice" step (1, 2, 2.5 or 5 × 10^k) at least `raw`, and at least `minStep`. */
export function niceStep(raw: number, minStep = 1): number {
  const target = Math.max(raw, minStep, 1);
  let power = 10 ** Math.floor(Math.log10(target));
  // log10 of an exact power of ten can land a hair low in floating point.
  if (power * 10 <= target) power *= 10;
  for (const factor of NICE) {
    const step = factor * power;
    // 2.5 × 1 is not a whole number of minor units; skip it.
    if (step >= target && Number.isInteger(step)) return step;
  }
  return 10 * power;
}

/**
 * An axis from ≤ min(values, 0) to ≥ max(values, 0) in about `tickCount` steps. The zero line
 * is always a tick, so bars of negative balances grow down from it.
 */
export function valueScale(values: readonly number[], tickCount = 4, minStep = 1): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low;
  const step = niceStep(span === 0 ? minStep : span / Math.max(1, tickCount), minStep);
  const min = Math.floor(low / step) * step;
  const max = span === 0 ? step : Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min: min === 0 ? 0 : min, max, step, ticks };
}

/** The y coordinate of `value` in a plot `height` pixels tall starting at `top`. */
export function yOf(value: number, scale: ValueScale, height: number, top = 0): number {
  const range = scale.max - scale.min;
  if (range <= 0) return top + height;
  return top + ((scale.max - value) / range) * height;
}

export type Band = { x: number; width: number; center: number };

/** `count` equal bands across `width` pixels from `left`, each with `gapRatio` of it left empty. */
export function bands(count: number, width: number, left = 0, gapRatio = 0.3): Band[] {
  if (count <= 0) return [];
  const slot = width / count;
  const barWidth = slot * (1 - gapRatio);
  return Array.from({ length: count }, (_, index) => {
    const x = left + index * slot + (slot - barWidth) / 2;
    return { x, width: barWidth, center: x + barWidth / 2 };
  });
}

/** The top and height of the bar for `value`, from the zero line (never less than 1 px). */
export function barRect(value: number, scale: ValueScale, height: number, top = 0) {
  const zero = yOf(0, scale, height, top);
  const end = yOf(value, scale, height, top);
  if (value === 0) return { y: zero - 0.5, height: 1 };
  return { y: Math.min(zero, end), height: Math.max(1, Math.abs(end - zero)) };
}

/**
 * An axis label: "Rp 12,5 jt" (compact) for a tick that is a whole number of units, which every
 * tick of `valueScale(…, unit)` is; any other amount is formatted exactly.
 */
export function compactMoney(minor: number, currency: string, locale: string): string {
  if (!isCurrencyCode(currency)) return withMinusSign(new Intl.NumberFormat(locale).format(minor));
  const unit = 10 ** currencyExponent(currency);
  if (minor % unit !== 0) return formatMoney(minor, currency, locale);
  // An exact division: `minor` is a multiple of `unit`.
  return withMinusSign(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(minor / unit),
  );
}
