/**
 * Money for people: integer minor units formatted with the shared `formatMoney` in the UI
 * language's conventions (id-ID or en-US), in tabular figures, optionally coloured.
 */
import { Text, type TextProps } from '@mantine/core';
import { formatMoney, isCurrencyCode, MINUS_SIGN, withMinusSign } from '@usaha/shared';
import { useMoneyLocale } from '../lib/locale';

export type MoneyDirection = 'in' | 'out';

export type FormatAmountOptions = {
  /** Prefix "+" for money in and "−" for money out. */
  signed?: boolean;
  direction?: MoneyDirection;
  style?: 'currency' | 'decimal';
};

/** Formats safely: an unknown currency shows the plain number with its code. */
export function formatAmount(
  amount: number,
  currency: string,
  locale: string,
  options: FormatAmountOptions = {},
): string {
  const text = isCurrencyCode(currency)
    ? formatMoney(
        options.signed && options.direction ? Math.abs(amount) : amount,
        currency,
        locale,
        {
          style: options.style ?? 'currency',
        },
      )
    : `${currency} ${withMinusSign(new Intl.NumberFormat(locale).format(amount))}`;
  if (!options.signed || !options.direction) return text;
  return `${options.direction === 'in' ? '+' : MINUS_SIGN}${text}`;
}

/** `(amount, currency, options?) => string` in the current UI language. */
export function useFormatMoney() {
  const locale = useMoneyLocale();
  return (amount: number, currency: string, options?: FormatAmountOptions) =>
    formatAmount(amount, currency, locale, options);
}

/** Text colours with at least 4.5:1 contrast in both schemes (primary shade 9 in light). */
export const MONEY_IN_COLOR = 'var(--mantine-color-teal-text)';
export const MONEY_OUT_COLOR = 'var(--mantine-color-red-text)';

export type MoneyTextProps = Omit<TextProps, 'children' | 'c'> & {
  /** Integer minor units. */
  amount: number;
  currency: string;
  /** Money in or out: with `colored`, teal or red; with `signed`, "+" or "−". */
  direction?: MoneyDirection;
  /** Colour by direction, or by sign when no direction is given (negative is red). */
  colored?: boolean;
  signed?: boolean;
  /** Render inside running text. */
  span?: boolean;
};

export function MoneyText({
  amount,
  currency,
  direction,
  colored = false,
  signed = false,
  span,
  style,
  ...rest
}: MoneyTextProps) {
  const text = formatAmount(amount, currency, useMoneyLocale(), { signed, direction });
  let color: string | undefined;
  if (colored && direction) color = direction === 'in' ? MONEY_IN_COLOR : MONEY_OUT_COLOR;
  else if (colored && amount < 0) color = MONEY_OUT_COLOR;
  return (
    <Text
      span={span}
      c={color}
      style={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, style]}
      {...rest}
    >
      {text}
    </Text>
  );
}
