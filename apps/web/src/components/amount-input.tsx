/**
 * An amount field that groups thousands as the user types ("1500000" → "1.500.000" in Bahasa
 * Indonesia) and reports integer minor units read by the shared `parseMoney` (never a float).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  currencyExponent,
  formatMoney,
  isCurrencyCode,
  MINUS_SIGN,
  parseMoney,
} from '@usaha/shared';
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { useMoneyLocale } from '../lib/locale';

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** The symbol of a currency in a locale: "Rp" for IDR in id-ID, "$" for USD in en-US. */
export function currencySymbol(currency: string, locale: string): string {
  if (!isCurrencyCode(currency)) return currency;
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * What the user typed, regrouped: digits and at most one decimal separator with at most as many
 * decimals as the currency has; everything else (group separators, letters) is dropped.
 */
export function formatTyped(
  raw: string,
  locale: string,
  exponent: number,
  allowNegative = false,
): string {
  const { group, decimal } = separators(locale);
  // Typed as a hyphen, shown as the app's minus sign (as formatMoney writes it).
  const negative = allowNegative && isMinus(raw.trim()[0]);
  let kept = '';
  for (const char of raw) if (/\d/.test(char) || (char === decimal && exponent > 0)) kept += char;
  const at = kept.indexOf(decimal);
  let whole = at === -1 ? kept : kept.slice(0, at);
  const fraction =
    at === -1
      ? null
      : kept
          .slice(at + 1)
          .split(decimal)
          .join('')
          .slice(0, exponent);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && fraction !== null) whole = '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? MINUS_SIGN : ''}${grouped}${fraction === null ? '' : `${decimal}${fraction}`}`;
}

const isMinus = (char: string | undefined) => char === '-' || char === MINUS_SIGN;

/** Digits, decimal separators and the minus sign: what survives regrouping, in order. */
function significantBefore(text: string, position: number, decimal: string): number {
  let count = 0;
  for (const char of text.slice(0, position)) {
    if (/\d/.test(char) || char === decimal || isMinus(char)) count += 1;
  }
  return count;
}

function positionAfter(text: string, count: number, decimal: string): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (/\d/.test(char) || char === decimal || isMinus(char)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export type AmountInputProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'inputMode'
> & {
  /** Integer minor units, or null when the field is empty or not an amount. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: string;
  /** An opening balance may be negative (an overdrawn account); amounts of entries may not. */
  allowNegative?: boolean;
  /** Overrides the UI language's conventions (tests). */
  locale?: string;
  /** Show the currency symbol inside the field (default true). */
  withSymbol?: boolean;
};

export function AmountInput({
  value,
  onChange,
  currency,
  allowNegative = false,
  locale,
  withSymbol = true,
  ...rest
}: AmountInputProps) {
  const uiLocale = useMoneyLocale();
  const loc = locale ?? uiLocale;
  const exponent = isCurrencyCode(currency) ? currencyExponent(currency) : 0;
  const show = (minor: number | null) =>
    minor === null || !isCurrencyCode(currency)
      ? ''
      : formatMoney(minor, currency, loc, { style: 'decimal' });

  const [text, setText] = useState(() => show(value));
  // What this field last reported and in which conventions: a different value or locale comes
  // from outside (a reset, a language switch) and replaces the text.
  const [reported, setReported] = useState({ value, loc, currency });
  if (reported.value !== value || reported.loc !== loc || reported.currency !== currency) {
    setReported({ value, loc, currency });
    setText(show(value));
  }

  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.currentTarget.value;
    const { decimal } = separators(loc);
    const next = formatTyped(raw, loc, exponent, allowNegative);
    const before = significantBefore(
      raw,
      event.currentTarget.selectionStart ?? raw.length,
      decimal,
    );
    caret.current = positionAfter(next, before, decimal);
    const minor =
      next === '' || next === MINUS_SIGN || !isCurrencyCode(currency)
        ? null
        : parseMoney(next, currency, loc);
    setText(next);
    setReported({ value: minor, loc, currency });
    onChange(minor);
  }

  return (
    <TextInput
      ref={inputRef}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      leftSection={withSymbol ? currencySymbol(currency, loc) : undefined}
      leftSectionWidth={withSymbol ? 48 : undefined}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      {...rest}
      value={text}
      onChange={handleChange}
    />
  );
}
