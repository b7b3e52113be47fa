/**
 * What a record's page leads with: what is still owed (and by whom to whom) in large figures, its
 * state, a bar of what has been paid of the amount, and the facts — dates, what for, the cash it
 * moved, the contact with their phone.
 */
import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Debt, formatPhone } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashbooksQuery } from '../../../api/cashbooks.queries';
import { Fact } from '../../../components/fact';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { contactRecordsPath } from '../../../lib/debt-paths';
import { shownStatus } from '../debt-status';
import { DebtStatusBadge } from './debt-status-badge';

export function DebtHeadline({ debt }: { debt: Debt }) {
  const { t } = useTranslation('debtcredit');
  const format = useFormatMoney();
  const formatDate = useDateFormat();
  const books = useQuery({ ...cashbooksQuery(true), enabled: debt.cashbook_id !== null });
  const book = books.data?.books.find((each) => each.id === debt.cashbook_id);
  const status = shownStatus(debt);
  const share = debt.amount > 0 ? Math.min(100, Math.round((debt.paid / debt.amount) * 100)) : 0;
  let headline = t(`record.remaining.${debt.kind}`, { name: debt.contact_name });
  if (debt.status === 'paid') headline = t('record.settled');
  if (debt.status === 'void') headline = t('record.voidHeadline');

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="debt-headline">
      <Stack gap="md">
        {/* A long amount pushes the state below it on a narrow phone. */}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {headline}
            </Text>
            <MoneyText
              amount={debt.status === 'open' ? debt.remaining : debt.amount}
              currency={debt.currency}
              fw={800}
              fz={{ base: 30, sm: 40 }}
              lh={1.15}
              td={debt.status === 'void' ? 'line-through' : undefined}
              data-testid="debt-remaining"
            />
          </Stack>
          <DebtStatusBadge status={status} size="lg" style={{ flexShrink: 0 }} />
        </Group>
        <Stack gap={4}>
          <Progress
            value={share}
            color="teal"
            size="lg"
            radius="xl"
            aria-label={t('record.progressLabel')}
            data-testid="debt-progress"
          />
          <Text size="sm" c="dimmed">
            {t('record.progress', {
              paid: format(debt.paid, debt.currency),
              amount: format(debt.amount, debt.currency),
            })}
          </Text>
        </Stack>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
          <Fact label={t('record.date')}>{formatDate(debt.date)}</Fact>
          <Fact label={t('record.dueDate')}>
            {debt.due_date ? formatDate(debt.due_date) : t('record.none')}
          </Fact>
          <Fact label={t('record.amount')}>{format(debt.amount, debt.currency)}</Fact>
          <Fact label={t('record.contact')}>
            <Anchor component={Link} to={contactRecordsPath(debt.contact_id, debt.kind)} size="sm">
              {debt.contact_name}
            </Anchor>
            <br />
            {debt.contact_phone ? (
              <Anchor href={`tel:${debt.contact_phone}`} size="sm" data-testid="debt-phone">
                {formatPhone(debt.contact_phone)}
              </Anchor>
            ) : (
              <Text span size="sm" c="dimmed">
                {t('record.noPhone')}
              </Text>
            )}
          </Fact>
          {debt.description && <Fact label={t('record.description')}>{debt.description}</Fact>}
          {debt.reference && <Fact label={t('record.reference')}>{debt.reference}</Fact>}
          <Fact label={t('record.cash')}>
            {debt.entry_id ? (
              <Anchor component={Link} to={`/apps/transactions/${debt.entry_id}`} size="sm">
                {t(debt.kind === 'credit' ? 'record.cashOut' : 'record.cashIn', {
                  book: book?.name ?? '…',
                })}
              </Anchor>
            ) : (
              t('record.noCash')
            )}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
