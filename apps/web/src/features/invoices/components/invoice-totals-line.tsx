/**
 * The invoice list's totals on a phone: a line per currency (how many invoices, what is still
 * due) and a button that unfolds the three figures of each.
 */
import { ActionIcon, Collapse, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { InvoiceTotals } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../components/icons';
import { MoneyText } from '../../../components/money-text';
import { DUE_STYLE, TotalsFigures } from './invoice-totals-figures';

const FULL_ID = 'invoice-totals-full';

export function InvoiceTotalsLine({ rows, loading }: { rows: InvoiceTotals[]; loading: boolean }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  const several = rows.length > 1;
  return (
    <Stack
      gap={4}
      component="section"
      aria-label={t('totals.title')}
      aria-busy={loading || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {loading ? (
          <Skeleton height={14} width="60%" />
        ) : (
          <Stack gap={2} miw={0}>
            {rows.map((row) => (
              <Text size="sm" key={row.currency} data-testid={`totals-${row.currency}`}>
                {several && `${row.currency} · `}
                {t('totals.count', { count: row.count })} · {t('totals.due')}{' '}
                <MoneyText
                  span
                  amount={row.amount_due}
                  currency={row.currency}
                  fw={700}
                  style={row.amount_due > 0 ? DUE_STYLE : undefined}
                />
              </Text>
            ))}
          </Stack>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('totals.showFull')}
          aria-expanded={open}
          aria-controls={FULL_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <IconChevronDown
            size={18}
            aria-hidden="true"
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        </ActionIcon>
      </Group>
      <Collapse expanded={open} id={FULL_ID}>
        <Stack gap="sm" pt={4}>
          {rows.map((row) => (
            <Stack gap={4} key={row.currency} data-testid={`totals-full-${row.currency}`}>
              {several && (
                <Text size="sm" fw={600}>
                  {t('totals.currency', { currency: row.currency })}
                </Text>
              )}
              <TotalsFigures row={row} />
            </Stack>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
