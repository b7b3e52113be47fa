/**
 * One row per contact (and currency) of the summary: the name, the overdue flag or the next due
 * date, what they owe on this tab and, when they are owed something back, the net. A row opens
 * that contact's records (the `?contact=` panel of the same page).
 */
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DebtSummaryItem, DebtSummarySide } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/lists.module.css';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { type ListParams, listHref } from '../use-list-params';

type Props = { items: DebtSummaryItem[]; shown: ListParams };

function isOverdue(item: DebtSummaryItem, side: DebtSummarySide): boolean {
  return (side === 'receivable' ? item.overdue_receivable : item.overdue_payable) > 0;
}

export function SummaryRows({ items, shown }: Props) {
  const { t } = useTranslation('debtcredit');
  const formatDate = useDateFormat();
  const format = useFormatMoney();
  const side = shown.tab;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ul className={classes.divided} aria-label={t(`list.${side}`)}>
        {items.map((item) => {
          const overdue = isOverdue(item, side);
          const other = side === 'receivable' ? item.payable : item.receivable;
          return (
            <li
              key={`${item.contact_id}-${item.currency}`}
              data-testid="summary-row"
              style={{
                borderLeft: `4px solid var(--mantine-color-${overdue ? 'red' : 'gray'}-6)`,
              }}
            >
              <UnstyledButton
                component={Link}
                to={listHref({ tab: side, q: shown.q, contact: item.contact_id })}
                display="block"
                p="sm"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.contact_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.next_due_date
                        ? t('list.dueOn', { date: formatDate(item.next_due_date) })
                        : t('list.noDue')}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <MoneyText
                      amount={side === 'receivable' ? item.receivable : item.payable}
                      currency={item.currency}
                      fw={700}
                      data-testid="summary-amount"
                    />
                    {other > 0 && (
                      <Text size="xs" c="dimmed" data-testid="summary-net">
                        {t('list.net', { amount: format(item.net, item.currency) })}
                      </Text>
                    )}
                    {overdue && (
                      <Badge color="red" variant="light" size="sm">
                        {t('list.overdue')}
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
