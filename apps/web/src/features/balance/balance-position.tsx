/**
 * What customers owe at the end of the chosen day (from the invoices) and the position: cash plus
 * receivables, per currency. Payables join the position when debts are recorded.
 */
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Balance, Receivable } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText, useFormatMoney } from '../../components/money-text';
import { ReceivableLines } from '../../components/receivable-lines';

type Props = {
  receivables: Receivable[];
  position: NonNullable<Balance['position']>;
  fallbackCurrency: string;
};

export function BalancePosition({ receivables, position, fallbackCurrency }: Props) {
  const { t } = useTranslation('balance');
  const money = useFormatMoney();
  const count = receivables.reduce((sum, item) => sum + item.count, 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="receivables">
        <Stack gap="sm">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz="md" id="receivables">
              {t('receivables.title')}
            </Title>
            <Anchor component={Link} to="/apps/invoice?status=sent" size="sm" fw={500}>
              {t('receivables.open')}
            </Anchor>
          </Group>
          <ReceivableLines
            receivables={receivables}
            fallbackCurrency={fallbackCurrency}
            overdueText={(item) =>
              t('receivables.overdue', {
                count: item.overdue_count,
                amount: money(item.overdue_amount, item.currency),
              })
            }
          />
          <Text size="xs" c="dimmed">
            {t('receivables.hint', { count })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="position">
        <Stack gap="sm">
          <Title order={2} fz="md" id="position">
            {t('position.title')}
          </Title>
          {position.map((line) => (
            <Stack key={line.currency} gap={2} data-testid={`position-${line.currency}`}>
              <MoneyText amount={line.net} currency={line.currency} colored fz={28} fw={700} />
              <Text size="sm" c="dimmed">
                {t('position.parts', {
                  cash: money(line.cash, line.currency),
                  receivables: money(line.receivables, line.currency),
                })}
              </Text>
            </Stack>
          ))}
          {position.length === 0 && (
            <MoneyText amount={0} currency={fallbackCurrency} fz={28} fw={700} />
          )}
          <Text size="xs" c="dimmed">
            {t('position.hint')}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
