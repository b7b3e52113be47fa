import { Anchor, Chip, Group, Text } from '@mantine/core';
import type { Category } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon';
import { FieldGroup } from '../../../components/field-group';
import tap from '../../../components/tap-target.module.css';

type CategoryChipsProps = {
  categories: Category[];
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
};

/** One tap picks a category (and a second tap on it clears the choice). */
export function CategoryChips({ categories, value, onChange, error }: CategoryChipsProps) {
  const { t } = useTranslation('cashbook');
  return (
    <FieldGroup label={t('entry.category')} error={error}>
      {(labelId) => (
        <Group gap={8} mt={4} role="group" aria-labelledby={labelId}>
          {categories.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('entry.noCategories')}
            </Text>
          )}
          {categories.map((category) => {
            const badge = (
              <CategoryIcon
                icon={category.icon}
                color={category.color}
                size={20}
                iconSize={13}
                variant="filled"
              />
            );
            return (
              <Chip
                key={category.id}
                checked={value === category.id}
                onChange={(checked) => onChange(checked ? category.id : null)}
                variant="outline"
                radius="xl"
                size="sm"
                // Checked, the category's own badge takes the place of Mantine's check mark.
                icon={badge}
                styles={{ iconWrapper: { marginInlineEnd: 6 } }}
                wrapperProps={{ 'data-testid': 'category-chip' }}
              >
                <Group gap={6} wrap="nowrap" component="span">
                  {value !== category.id && badge}
                  {category.name}
                </Group>
              </Chip>
            );
          })}
          <Anchor
            component={Link}
            to="/apps/cashbook/categories"
            size="sm"
            ml="auto"
            className={tap.link}
          >
            {t('entry.manageCategories')}
          </Anchor>
        </Group>
      )}
    </FieldGroup>
  );
}
