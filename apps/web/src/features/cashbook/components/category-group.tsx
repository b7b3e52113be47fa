import { ActionIcon, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import type { Category, CategoryKind } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/category-icon';
import { IconPencil, IconPlus, IconRestore, IconTrash } from '../../../components/icons';
import classes from '../../../components/lists.module.css';

type CategoryGroupProps = {
  kind: CategoryKind;
  categories: Category[];
  canManage: boolean;
  onAdd: () => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onRestore: (category: Category) => void;
};

/** The income or the expense categories, each with its colour, icon and actions. */
export function CategoryGroup({
  kind,
  categories,
  canManage,
  onAdd,
  onEdit,
  onDelete,
  onRestore,
}: CategoryGroupProps) {
  const { t } = useTranslation('cashbook');
  return (
    <Card withBorder radius="lg" padding={0} data-testid={`category-group-${kind}`}>
      <Group justify="space-between" px="md" py="sm" className={classes.head}>
        <Title order={2} fz="lg">
          {t(`categories.${kind}`)}
        </Title>
        {canManage && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={onAdd}
            aria-label={t(kind === 'income' ? 'categories.addIncome' : 'categories.addExpense')}
          >
            {t('categories.add')}
          </Button>
        )}
      </Group>
      {categories.length === 0 ? (
        <Text c="dimmed" size="sm" px="md" py="md">
          {t(kind === 'income' ? 'categories.emptyIncome' : 'categories.emptyExpense')}
        </Text>
      ) : (
        <ul className={classes.divided}>
          {categories.map((category) => (
            <li key={category.id}>
              <Group gap="sm" wrap="nowrap" px="md" py={8} data-testid="category-row">
                <CategoryIcon
                  icon={category.icon}
                  color={category.color}
                  size={34}
                  variant="filled"
                />
                <Text
                  fw={500}
                  style={{ flex: 1, overflowWrap: 'anywhere' }}
                  c={category.archived ? 'dimmed' : undefined}
                >
                  {category.name}
                </Text>
                {category.archived && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('categories.archived')}
                  </Badge>
                )}
                {canManage && !category.archived && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={t('categories.edit', { name: category.name })}
                      onClick={() => onEdit(category)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('categories.delete', { name: category.name })}
                      onClick={() => onDelete(category)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                )}
                {canManage && category.archived && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconRestore size={16} />}
                    aria-label={t('categories.restoreLabel', { name: category.name })}
                    onClick={() => onRestore(category)}
                  >
                    {t('categories.restore')}
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
