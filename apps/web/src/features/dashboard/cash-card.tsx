import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { MoneyText } from '../../components/money-text';
import { errorMessage } from '../../lib/error-message';

/** Total cash per currency (amounts of two currencies are never added), linking to the books. */
export function CashCard({ currency }: { currency: string }) {
  const { t } = useTranslation(['apps', 'errors']);
  const books = useQuery(cashbooksQuery());
  const count = books.data?.books.length ?? 0;
  const totals = books.data?.totals.length ? books.data.totals : [{ currency, balance: 0 }];

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cash-card">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            {t('dashboard.cash.title')}
          </Title>
          {count > 0 && (
            <Anchor component={Link} to="/apps/cashbook" size="sm" fw={500}>
              <Group gap={2} wrap="nowrap">
                {t('dashboard.cash.open')}
                <IconChevronRight size={16} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
        </Group>
        {books.isPending && <Skeleton height={40} radius="md" />}
        {books.isError && (
          <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
            {errorMessage(t, books.error)}
          </Text>
        )}
        {books.isSuccess && count === 0 && (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{t('dashboard.cash.empty')}</Text>
            <Button component={Link} to="/apps/cashbook/form/new" size="sm">
              {t('dashboard.cash.create')}
            </Button>
          </Stack>
        )}
        {books.isSuccess &&
          count > 0 &&
          totals.map((line) => (
            <MoneyText
              key={line.currency}
              amount={line.balance}
              currency={line.currency}
              colored
              fz={{ base: 28, sm: 32 }}
              fw={700}
              lh={1.2}
            />
          ))}
        {books.isSuccess && count > 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.cash.books', { count })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
