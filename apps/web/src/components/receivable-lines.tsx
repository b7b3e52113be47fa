/**
 * What is owed, one line per currency (amounts of two currencies never add up), with how much of
 * it is overdue beneath (a link to where those records are listed, when there is one place) and
 * an optional detail line (its parts). Used for receivables and payables alike; the words come
 * from the caller's page.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import type { BalanceReceivable, Receivable } from '@usaha/shared';
import { Link } from 'react-router';
import { MoneyText, useFormatMoney } from './money-text';

export const OVERDUE_INVOICES_PATH = '/apps/invoice?overdue=true';
/** The debts and credits, overdue first. */
export const DEBTS_PATH = '/apps/debtcredit';

/**
 * Where a currency's overdue receivables are listed: the overdue invoices while they are all
 * invoices, the debts and credits once credits are part of them.
 */
export const receivablesOverdueTo = (item: { credits?: number }) =>
  item.credits ? DEBTS_PATH : OVERDUE_INVOICES_PATH;

export function ReceivableLines<T extends Receivable>({
  receivables,
  fallbackCurrency,
  overdueText,
  overdueTo = () => OVERDUE_INVOICES_PATH,
  detail,
  size = 28,
}: {
  receivables: T[];
  /** The currency of the zero shown when nothing is owed. */
  fallbackCurrency: string;
  /** "2 overdue: Rp 500.000", for a currency with overdue records. */
  overdueText: (item: T) => string;
  /** Where the overdue ones are listed; null: the words are not a link. */
  overdueTo?: (item: T) => string | null;
  /** A line beneath the amount (its parts), or null. */
  detail?: (item: T) => string | null;
  size?: number;
}) {
  const zero: Receivable = {
    currency: fallbackCurrency,
    amount_due: 0,
    count: 0,
    overdue_amount: 0,
    overdue_count: 0,
  };
  const lines: Receivable[] = receivables.length > 0 ? receivables : [zero];
  return (
    <Stack gap="xs">
      {lines.map((line) => {
        const item = line as T;
        const to = line.overdue_count > 0 ? overdueTo(item) : null;
        const more = line.count > 0 ? (detail?.(item) ?? null) : null;
        return (
          <Stack key={line.currency} gap={0} data-testid={`receivable-${line.currency}`}>
            <MoneyText
              amount={line.amount_due}
              currency={line.currency}
              fz={size}
              fw={700}
              lh={1.2}
            />
            {more && (
              <Text size="sm" c="dimmed">
                {more}
              </Text>
            )}
            {line.overdue_count > 0 &&
              (to ? (
                <Anchor
                  component={Link}
                  to={to}
                  size="sm"
                  c="var(--mantine-color-red-text)"
                  fw={500}
                >
                  {overdueText(item)}
                </Anchor>
              ) : (
                <Text size="sm" c="var(--mantine-color-red-text)" fw={500}>
                  {overdueText(item)}
                </Text>
              ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

type ReceivableWord = 'overdue' | 'overdueAny' | 'parts';

/**
 * What is owed to the business (invoices due and credits) per currency: the overdue words name
 * invoices while they are all invoices, and the parts show once credits are among them. `word`
 * gives the page's words for `overdue`, `overdueAny` (count, amount) and `parts` (invoices,
 * credits).
 */
export function OwedToYouLines({
  receivables,
  fallbackCurrency,
  word,
  size,
}: {
  receivables: BalanceReceivable[];
  fallbackCurrency: string;
  word: (key: ReceivableWord, params: Record<string, string | number>) => string;
  size?: number;
}) {
  const money = useFormatMoney();
  return (
    <ReceivableLines
      receivables={receivables}
      fallbackCurrency={fallbackCurrency}
      size={size}
      overdueTo={receivablesOverdueTo}
      overdueText={(item) =>
        word(item.credits ? 'overdueAny' : 'overdue', {
          count: item.overdue_count,
          amount: money(item.overdue_amount, item.currency),
        })
      }
      detail={(item) =>
        item.credits
          ? word('parts', {
              invoices: money(item.invoices_due, item.currency),
              credits: money(item.credits, item.currency),
            })
          : null
      }
    />
  );
}
