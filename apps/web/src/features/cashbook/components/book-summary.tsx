import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Cashbook, EntryTotals } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconMinus, IconPlus } from '../../../components/icons';
import { MoneyText, useFormatMoney } from '../../../components/money-text';

type BookSummaryProps = {
  book: Cashbook;
  totals: EntryTotals | undefined;
  canRecord: boolean;
};

/** The balance of one book, what went in and out, and the two buttons a shop owner needs most. */
export function BookSummary({ book, totals, canRecord }: BookSummaryProps) {
  const { t } = useTranslation('cashbook');
  const formatMoney = useFormatMoney();
  const create = (direction: 'in' | 'out') =>
    `/apps/cashbook/transactions/create?cashbook=${book.id}&direction=${direction}`;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={600} c="dimmed">
            {t('book.balance')}
          </Text>
          <MoneyText
            amount={book.balance}
            currency={book.currency}
            colored
            fz={{ base: 32, sm: 38 }}
            fw={700}
            lh={1.15}
            data-testid="book-balance"
          />
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('book.opening', { amount: formatMoney(book.opening_balance, book.currency) })}
          </Text>
        </Stack>
        {totals && (
          <Group gap="lg">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('book.totalIn')}
              </Text>
              <MoneyText
                amount={totals.in + totals.transfer_in}
                currency={book.currency}
                direction="in"
                colored
                fw={600}
              />
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('book.totalOut')}
              </Text>
              <MoneyText
                amount={totals.out + totals.transfer_out}
                currency={book.currency}
                direction="out"
                colored
                fw={600}
              />
            </Stack>
          </Group>
        )}
        {canRecord && !book.archived && (
          <SimpleGrid cols={2} spacing="sm">
            <Button
              component={Link}
              to={create('in')}
              size="md"
              px="xs"
              fz="sm"
              color="teal"
              leftSection={<IconPlus size={18} />}
            >
              {t('direction.in')}
            </Button>
            <Button
              component={Link}
              to={create('out')}
              size="md"
              px="xs"
              fz="sm"
              color="red"
              leftSection={<IconMinus size={18} />}
            >
              {t('direction.out')}
            </Button>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
