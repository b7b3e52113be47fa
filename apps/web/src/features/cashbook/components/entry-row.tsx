import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Category, EntryListItem } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon';
import { IconArrowsLeftRight, IconPaperclip } from '../../../components/icons';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import classes from './entry-row.module.css';

type EntryRowProps = {
  entry: EntryListItem;
  category: Category | undefined;
};

/** The label of a transfer leg: in, out or its fee. */
function transferLabel(entry: EntryListItem): string | null {
  switch (entry.transfer_role) {
    case 'in':
      return 'book.transferIn';
    case 'out':
      return 'book.transferOut';
    case 'fee':
      return 'book.transferFee';
    case null:
      return null;
    default: {
      const exhaustive: never = entry.transfer_role;
      return exhaustive;
    }
  }
}

/**
 * One entry of a book: what it was, its category, the amount coloured by direction and the
 * book's balance after it. Transfer legs open their transfer, other entries their own page.
 */
export function EntryRow({ entry, category }: EntryRowProps) {
  const { t } = useTranslation('cashbook');
  const formatMoney = useFormatMoney();
  const transfer = transferLabel(entry);
  const title =
    entry.description || (transfer ? t(transfer) : category?.name) || t('book.noDescription');
  const to = entry.transfer_id
    ? `/apps/cashbook/transfers?edit=${entry.transfer_id}`
    : `/apps/transactions/${entry.id}`;

  return (
    <UnstyledButton component={Link} to={to} className={classes.row} data-testid="entry-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {transfer && !category ? (
          <ThemeIcon size={36} radius="xl" variant="light" color="gray" aria-hidden="true">
            <IconArrowsLeftRight size={20} stroke={1.8} />
          </ThemeIcon>
        ) : (
          <CategoryIcon icon={category?.icon} color={category?.color} size={36} />
        )}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap={6} wrap="wrap">
            {transfer ? (
              <Badge
                size="sm"
                variant="light"
                color="gray"
                tt="none"
                leftSection={<IconArrowsLeftRight size={12} aria-hidden="true" />}
              >
                {t(transfer)}
              </Badge>
            ) : (
              <Badge size="sm" variant="light" color="gray" tt="none">
                {category?.name ?? t('book.noCategory')}
              </Badge>
            )}
            {entry.attachment_count > 0 && (
              <Group gap={2} wrap="nowrap" c="dimmed">
                <IconPaperclip size={14} aria-hidden="true" />
                <Text size="xs" c="dimmed">
                  {t('book.attachments', { count: entry.attachment_count })}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <MoneyText
            amount={entry.amount}
            currency={entry.currency}
            direction={entry.direction}
            signed
            colored
            fw={600}
            ta="right"
            data-testid="entry-amount"
          />
          {entry.running_balance !== null && (
            <Text
              size="xs"
              c="dimmed"
              ta="right"
              data-testid="running-balance"
              style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {t('book.runningBalance', {
                amount: formatMoney(entry.running_balance, entry.currency),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
