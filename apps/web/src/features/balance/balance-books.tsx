/** Each cash book's balance on the chosen date, with its kind; archived books are marked. */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Balance } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CashbookKindIcon } from '../../components/cashbook-kind-icon';
import { MoneyText } from '../../components/money-text';

export function BalanceBooks({ books }: { books: Balance['cashbooks'] }) {
  const { t } = useTranslation('balance');
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="books">
      <Stack gap="sm">
        <Title order={2} fz="md" id="books">
          {t('books')}
        </Title>
        {books.map((book) => (
          <Group
            key={book.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="balance-book"
          >
            <Group gap="sm" wrap="nowrap" miw={0}>
              <CashbookKindIcon kind={book.kind} size={32} />
              <Stack gap={0} miw={0}>
                <Anchor
                  component={Link}
                  to={`/apps/cashbook/${book.id}`}
                  fw={500}
                  size="sm"
                  truncate
                >
                  {book.name}
                </Anchor>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {t(`kinds.${book.kind}`)}
                  </Text>
                  {book.archived && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('archived')}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
            <MoneyText
              amount={book.balance}
              currency={book.currency}
              colored
              fw={600}
              ta="right"
              data-testid="balance-book-amount"
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
