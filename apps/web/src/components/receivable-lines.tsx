/**
 * What customers owe, one line per currency (amounts of two currencies never add up), with how
 * much of it is overdue beneath, linking to those invoices. The words come from the caller's page.
 */
import { Anchor, Stack } from '@mantine/core';
import type { Receivable } from '@usaha/shared';
import { Link } from 'react-router';
import { MoneyText } from './money-text';

export const OVERDUE_INVOICES_PATH = '/apps/invoice?overdue=true';

export function ReceivableLines({
  receivables,
  fallbackCurrency,
  overdueText,
  size = 28,
}: {
  receivables: Receivable[];
  /** The currency of the zero shown when nothing is owed. */
  fallbackCurrency: string;
  /** "2 overdue: Rp 500.000", for a currency with overdue invoices. */
  overdueText: (item: Receivable) => string;
  size?: number;
}) {
  const lines: Receivable[] =
    receivables.length > 0
      ? receivables
      : [
          {
            currency: fallbackCurrency,
            amount_due: 0,
            count: 0,
            overdue_amount: 0,
            overdue_count: 0,
          },
        ];
  return (
    <Stack gap="xs">
      {lines.map((item) => (
        <Stack key={item.currency} gap={0} data-testid={`receivable-${item.currency}`}>
          <MoneyText
            amount={item.amount_due}
            currency={item.currency}
            fz={size}
            fw={700}
            lh={1.2}
          />
          {item.overdue_count > 0 && (
            <Anchor
              component={Link}
              to={OVERDUE_INVOICES_PATH}
              size="sm"
              c="var(--mantine-color-red-text)"
              fw={500}
            >
              {overdueText(item)}
            </Anchor>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
