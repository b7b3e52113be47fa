/**
 * The rows an import would create (a table on wide screens, stacked on phones); a duplicate is
 * marked and skipped unless its box is ticked.
 */
import { Badge, Box, Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ImportPreviewRow } from '@usaha/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { formatBusinessDate } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';

type Props = {
  rows: ImportPreviewRow[];
  currency: string;
  included: ReadonlySet<number>;
  onToggle: (line: number) => void;
  /** The row's category controls, for a row the commit would import. */
  category: (row: ImportPreviewRow) => ReactNode;
};

const PAGE = 100;

function Duplicate({
  row,
  included,
  onToggle,
}: Pick<Props, 'included' | 'onToggle'> & { row: ImportPreviewRow }) {
  const { t } = useTranslation('transactions');
  return (
    <Group gap="xs">
      <Badge color="orange" variant="light" size="sm">
        {t('import.preview.duplicate')}
      </Badge>
      <Checkbox
        size="xs"
        label={t('import.preview.includeDuplicate')}
        aria-label={t('import.preview.includeLine', { line: row.line })}
        checked={included.has(row.line)}
        onChange={() => onToggle(row.line)}
      />
    </Group>
  );
}

function Future() {
  const { t } = useTranslation('transactions');
  return (
    <Badge color="yellow" variant="light" size="sm" data-testid="future-row">
      {t('import.preview.future')}
    </Badge>
  );
}

function rowState(row: ImportPreviewRow, included: ReadonlySet<number>) {
  return {
    'data-testid': 'preview-row',
    'data-duplicate': row.duplicate || undefined,
    'data-future': row.future || undefined,
    'data-skipped': (row.duplicate && !included.has(row.line)) || undefined,
  };
}

export function PreviewRows({ rows, currency, included, onToggle, category }: Props) {
  const { t } = useTranslation('transactions');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [shown, setShown] = useState(PAGE);
  const hasBalance = rows.some((row) => row.balance !== null);
  const skipped = (row: ImportPreviewRow) => row.duplicate && !included.has(row.line);
  const visible = rows.slice(0, shown);
  const amount = (row: ImportPreviewRow) => (
    <MoneyText
      amount={row.amount}
      currency={currency}
      direction={row.direction}
      signed
      colored
      fz="sm"
      fw={600}
    />
  );

  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('import.preview.noRows')}
      </Text>
    );
  }

  const list = wide ? (
    <Table verticalSpacing={6} fz="sm" aria-label={t('import.preview.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>{t('import.mapping.line')}</Table.Th>
          <Table.Th w={110}>{t('list.date')}</Table.Th>
          <Table.Th>{t('list.description')}</Table.Th>
          <Table.Th ta="right">{t('list.amount')}</Table.Th>
          <Table.Th w={220}>{t('import.preview.category')}</Table.Th>
          {hasBalance && <Table.Th ta="right">{t('list.balance')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visible.map((row) => (
          <Table.Tr key={row.line} {...rowState(row, included)}>
            <Table.Td>{row.line}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatBusinessDate(row.date, locale)}
            </Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.description}
                </Text>
                {row.future && <Future />}
                {row.duplicate && <Duplicate row={row} included={included} onToggle={onToggle} />}
              </Stack>
            </Table.Td>
            <Table.Td ta="right">{amount(row)}</Table.Td>
            <Table.Td>{skipped(row) ? null : category(row)}</Table.Td>
            {hasBalance && (
              <Table.Td ta="right">
                {row.balance === null ? (
                  '—'
                ) : (
                  <MoneyText amount={row.balance} currency={currency} fz="sm" />
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ) : (
    <Paper
      withBorder
      radius="md"
      component="ul"
      p={0}
      m={0}
      aria-label={t('import.preview.tableLabel')}
    >
      {visible.map((row, index) => (
        <Group
          key={row.line}
          component="li"
          justify="space-between"
          align="flex-start"
          wrap="wrap"
          gap="sm"
          p="sm"
          style={{
            listStyle: 'none',
            borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
          }}
          {...rowState(row, included)}
        >
          <Stack gap={4} miw={0} style={{ flex: '1 1 0' }}>
            <Text size="xs" c="dimmed">
              {t('import.preview.lineDate', {
                line: row.line,
                date: formatBusinessDate(row.date, locale),
              })}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.description}
            </Text>
            {row.future && <Future />}
            {row.duplicate && <Duplicate row={row} included={included} onToggle={onToggle} />}
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            {amount(row)}
            {row.balance !== null && (
              <Text
                size="xs"
                c="dimmed"
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {t('import.preview.balanceAfter', { amount: format(row.balance, currency) })}
              </Text>
            )}
          </Stack>
          {!skipped(row) && <Box w="100%">{category(row)}</Box>}
        </Group>
      ))}
    </Paper>
  );

  return (
    <Stack gap="xs">
      {list}
      {rows.length > shown && (
        <Button variant="subtle" onClick={() => setShown((count) => count + PAGE)}>
          {t('import.preview.showMore', { count: rows.length - shown })}
        </Button>
      )}
    </Stack>
  );
}
