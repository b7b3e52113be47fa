/**
 * What customers owe today per currency and how much of it is overdue, from the balance's
 * receivables (the same request the balance page makes for today), linking to the invoices.
 */
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { balanceQuery } from '../../api/balance.queries';
import { useFormatMoney } from '../../components/money-text';
import { ReceivableLines } from '../../components/receivable-lines';
import { errorMessage } from '../../lib/error-message';

export function ReceivablesCard({ currency }: { currency: string }) {
  const { t } = useTranslation(['apps', 'errors']);
  const money = useFormatMoney();
  const balance = useQuery(balanceQuery());
  const receivables = balance.data?.receivables ?? [];
  const count = receivables.reduce((sum, item) => sum + item.count, 0);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="receivables-card">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            {t('dashboard.receivables.title')}
          </Title>
          <Anchor component={Link} to="/apps/invoice?status=sent" size="sm" fw={500}>
            <Group gap={2} wrap="nowrap">
              {t('dashboard.receivables.open')}
              <IconChevronRight size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        </Group>
        {balance.isPending && <Skeleton height={40} radius="md" />}
        {balance.isError && (
          <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
            {errorMessage(t, balance.error)}
          </Text>
        )}
        {balance.isSuccess && (
          <>
            <ReceivableLines
              receivables={receivables}
              fallbackCurrency={currency}
              size={28}
              overdueText={(item) =>
                t('dashboard.receivables.overdue', {
                  count: item.overdue_count,
                  amount: money(item.overdue_amount, item.currency),
                })
              }
            />
            <Text size="sm" c="dimmed">
              {count > 0
                ? t('dashboard.receivables.invoices', { count })
                : t('dashboard.receivables.none')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
