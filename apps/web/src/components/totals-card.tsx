/**
 * The frame of a list's totals (entries, invoices, debts): a card labelled by its title, a
 * skeleton while the totals load, then one block per currency, since amounts of two currencies
 * are never added. Each list draws its own figures inside.
 */
import { Card, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<Row extends { currency: string }> = {
  title: string;
  rows: Row[];
  loading: boolean;
  /** One currency's block; `several` when the list holds more than one currency. */
  children: (row: Row, several: boolean) => ReactNode;
};

export function TotalsCard<Row extends { currency: string }>({
  title,
  rows,
  loading,
  children,
}: Props<Row>) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={title}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Stack gap="xs">
          <Skeleton height={14} width="40%" />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <Stack gap="md">{rows.map((row) => children(row, rows.length > 1))}</Stack>
      )}
    </Card>
  );
}
