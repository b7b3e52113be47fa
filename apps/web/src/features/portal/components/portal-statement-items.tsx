/**
 * The statement's lines: each open credit (what the contact owes), debt (what they are owed) and
 * unpaid invoice, with its dates, what is still open, what was paid of it and its payments. Lines
 * carry no id: the contact sees no more than the amounts, the days and the labels.
 */
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PortalStatement } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/lists.module.css';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';

type Item = PortalStatement['items'][number];

const TYPE_COLORS: Record<Item['type'], string> = {
  credit: 'blue',
  debt: 'teal',
  invoice: 'grape',
};

export function StatementItems({ items }: { items: Item[] }) {
  const { t } = useTranslation('portal');
  const format = useFormatMoney();
  const formatDate = useDateFormat();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="statement-items">
      <Stack gap="sm">
        <Title order={2} fz="md" id="statement-items">
          {t('statement.items')}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('statement.none')}
          </Text>
        ) : (
          <ul className={classes.divided}>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for the page.
              <li key={index} data-testid="statement-item">
                <Stack gap={6} py="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2} miw={0}>
                      <Group gap={6}>
                        <Badge color={TYPE_COLORS[item.type]} variant="light" size="sm">
                          {t(`statement.types.${item.type}`)}
                        </Badge>
                        {item.overdue && (
                          <Badge color="red" variant="light" size="sm">
                            {t('statement.overdue')}
                          </Badge>
                        )}
                      </Group>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {item.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[
                          formatDate(item.date),
                          item.due_date && t('statement.due', { date: formatDate(item.due_date) }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    <MoneyText
                      amount={item.remaining}
                      currency={item.currency}
                      fw={700}
                      style={{ flexShrink: 0 }}
                      data-testid="statement-remaining"
                    />
                  </Group>
                  {item.paid > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('statement.paidOf', {
                        paid: format(item.paid, item.currency),
                        amount: format(item.amount, item.currency),
                      })}
                    </Text>
                  )}
                  {item.payments.length > 0 && (
                    <Stack gap={2} pl="sm">
                      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                        {t('statement.payments')}
                      </Text>
                      {item.payments.map((payment, at) => (
                        <Group
                          // biome-ignore lint/suspicious/noArrayIndexKey: payments carry no id here.
                          key={at}
                          justify="space-between"
                          gap="xs"
                          data-testid="statement-payment"
                        >
                          <Text size="xs">{formatDate(payment.date)}</Text>
                          <MoneyText amount={payment.amount} currency={item.currency} size="xs" />
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
