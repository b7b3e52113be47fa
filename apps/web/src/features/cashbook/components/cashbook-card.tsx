import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Cashbook } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CashbookKindIcon } from '../../../components/cashbook-kind-icon';
import { MoneyText } from '../../../components/money-text';

/** One cash book in the list: the whole card opens the book. */
export function CashbookCard({ book }: { book: Cashbook }) {
  const { t } = useTranslation('cashbook');
  return (
    <Card
      component={Link}
      to={`/apps/cashbook/${book.id}`}
      withBorder
      radius="lg"
      padding="md"
      data-testid="cashbook-card"
      // An archived book is marked by its badge and a dashed edge, its words kept readable.
      style={book.archived ? { borderStyle: 'dashed' } : undefined}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <CashbookKindIcon kind={book.kind} />
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {book.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`kinds.${book.kind}`)}
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap">
            {book.archived && (
              <Badge variant="light" color="gray" size="sm">
                {t('list.archived')}
              </Badge>
            )}
            <Badge variant="outline" color="gray" size="sm">
              {book.currency}
            </Badge>
          </Group>
        </Group>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('list.balance')}
          </Text>
          <MoneyText
            amount={book.balance}
            currency={book.currency}
            colored
            fz={{ base: 22, sm: 24 }}
            fw={700}
            data-testid="cashbook-balance"
          />
        </Stack>
      </Stack>
    </Card>
  );
}
