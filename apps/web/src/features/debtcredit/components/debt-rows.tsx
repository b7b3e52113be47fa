/**
 * Records of one contact: what each was for (its description, else its reference, else its
 * date), its dates, what is still open (the amount once paid or void) and its state. A row opens
 * the record.
 */
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Debt } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/lists.module.css';
import { MoneyText } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { recordPath } from '../../../lib/debt-paths';
import { STATUS_COLORS, shownStatus } from '../debt-status';
import { DebtStatusBadge } from './debt-status-badge';

export function DebtRows({ debts, label }: { debts: Debt[]; label: string }) {
  const { t } = useTranslation('debtcredit');
  const formatDate = useDateFormat();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ul className={classes.divided} aria-label={label}>
        {debts.map((debt) => {
          const status = shownStatus(debt);
          const dates = [formatDate(debt.date)];
          if (debt.due_date) dates.push(t('list.dueOn', { date: formatDate(debt.due_date) }));
          return (
            <li
              key={debt.id}
              data-testid="debt-row"
              style={{ borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[status]}-6)` }}
            >
              <UnstyledButton component={Link} to={recordPath(debt)} display="block" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {debt.description || debt.reference || t(`kinds.${debt.kind}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dates.join(' · ')}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <MoneyText
                      amount={debt.status === 'open' ? debt.remaining : debt.amount}
                      currency={debt.currency}
                      fw={700}
                    />
                    <DebtStatusBadge status={status} size="sm" />
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
