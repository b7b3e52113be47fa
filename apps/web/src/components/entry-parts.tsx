/** Small pieces every view of an entry shares: its amount, category, source and label. */
import { Badge, Group, Text } from '@mantine/core';
import type { Cashbook, Category, Entry, EntrySource } from '@usaha/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './category-icon';
import { IconArrowsExchange } from './icons';
import { MoneyText } from './money-text';

export type Lookup = {
  books: Map<string, Cashbook>;
  categories: Map<string, Category>;
};

export function makeLookup(books: Cashbook[], categories: Category[]): Lookup {
  return {
    books: new Map(books.map((book) => [book.id, book])),
    categories: new Map(categories.map((category) => [category.id, category])),
  };
}

/** Transfer legs that move money between books (not the fee) are neither income nor expense. */
export function isTransferMove(entry: Pick<Entry, 'transfer_role'>): boolean {
  return entry.transfer_role === 'in' || entry.transfer_role === 'out';
}

/** What a row is called when its description is empty. */
export function entryTitle(
  t: TFunction,
  entry: Pick<Entry, 'description' | 'category_id' | 'transfer_role'>,
  lookup: Lookup,
): string {
  if (entry.description.trim()) return entry.description;
  if (isTransferMove(entry)) return t('transactions:entry.transfer');
  const category = entry.category_id ? lookup.categories.get(entry.category_id) : undefined;
  if (category) return category.name;
  return entry.transfer_role === 'fee'
    ? t('transactions:entry.transferFee')
    : t('transactions:entry.noDescription');
}

export function EntryAmount({
  entry,
  size = 'sm',
}: {
  entry: Pick<Entry, 'amount' | 'currency' | 'direction' | 'transfer_role'>;
  size?: string;
}) {
  return (
    <MoneyText
      amount={entry.amount}
      currency={entry.currency}
      direction={entry.direction}
      signed
      colored={!isTransferMove(entry)}
      fw={600}
      fz={size}
      ta="right"
    />
  );
}

export function CategoryLabel({
  entry,
  lookup,
}: {
  entry: Pick<Entry, 'category_id' | 'transfer_role'>;
  lookup: Lookup;
}) {
  const { t } = useTranslation('transactions');
  if (isTransferMove(entry)) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconArrowsExchange size={16} aria-hidden="true" />
        <Text size="sm">{t('entry.transfer')}</Text>
      </Group>
    );
  }
  const category = entry.category_id ? lookup.categories.get(entry.category_id) : undefined;
  if (!category) {
    return (
      <Text size="sm" c="dimmed">
        {t('entry.uncategorised')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <CategoryIcon icon={category.icon} color={category.color} size={20} />
      <Text size="sm" truncate>
        {category.name}
      </Text>
    </Group>
  );
}

export function SourceBadge({ source }: { source: EntrySource }) {
  const { t } = useTranslation('transactions');
  if (source === 'manual') return null;
  return (
    <Badge variant="light" color="gray" size="sm" radius="sm">
      {t(`source.${source}`)}
    </Badge>
  );
}
