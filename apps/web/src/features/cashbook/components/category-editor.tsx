import {
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  type Category,
  type CategoryKind,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCategory, updateCategory } from '../../../api/categories.api';
import {
  CATEGORY_COLORS,
  CATEGORY_ICON_NAMES,
  CategoryIcon,
  DEFAULT_CATEGORY_COLOR,
} from '../../../components/category-icon';
import { FieldGroup } from '../../../components/field-group';
import { FormActions } from '../../../components/form-actions';
import { IconCheck } from '../../../components/icons';
import { PhoneSheet } from '../../../components/phone-sheet';
import { fieldErrors } from '../../../lib/error-message';
import { useSave } from '../../../lib/use-save';
import { messagesByField, validateFields } from '../../../lib/validate';
import classes from './category-editor.module.css';

type CategoryEditorProps = {
  /** The category to edit, or the kind of a new one. */
  target: { category: Category } | { kind: CategoryKind } | null;
  onClose: () => void;
  onSaved: (category: Category) => void;
};

export function CategoryEditor({ target, onClose, onSaved }: CategoryEditorProps) {
  const { t } = useTranslation('cashbook');
  return (
    <PhoneSheet
      opened={target !== null}
      onClose={onClose}
      title={target && 'category' in target ? t('categories.editTitle') : t('categories.newTitle')}
    >
      {target && (
        <EditorForm
          key={'category' in target ? target.category.id : target.kind}
          target={target}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </PhoneSheet>
  );
}

function EditorForm({
  target,
  onCancel,
  onSaved,
}: {
  target: { category: Category } | { kind: CategoryKind };
  onCancel: () => void;
  onSaved: (category: Category) => void;
}) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const existing = 'category' in target ? target.category : null;
  const kind = existing?.kind ?? ('kind' in target ? target.kind : 'expense');
  const [name, setName] = useState(existing?.name ?? '');
  const [color, setColor] = useState(existing?.color ?? DEFAULT_CATEGORY_COLOR);
  const [icon, setIcon] = useState(existing?.icon ?? 'tag');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useSave({
    send: (fields: { name: string; color: string; icon: string }, key: string) => {
      if (existing) return updateCategory(existing.id, { version: existing.version, ...fields });
      return createCategory({ ...fields, kind }, key);
    },
    onSuccess: onSaved,
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { name: name.trim(), color, icon };
    const messageKey = messagesByField({ name: 'categories.nameRequired' });
    const invalid = existing
      ? validateFields(
          updateCategoryBodySchema,
          { ...fields, version: existing.version },
          t,
          messageKey,
        )
      : validateFields(createCategoryBodySchema, { ...fields, kind }, t, messageKey);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(fields);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <CategoryIcon icon={icon} color={color} size={40} variant="filled" />
          <Text fw={600} truncate>
            {name.trim() || t(`categories.${kind}`)}
          </Text>
        </Group>
        <TextInput
          label={t('categories.name')}
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <FieldGroup label={t('categories.color')}>
          {(labelId) => (
            <Group gap={8} mt={4} role="radiogroup" aria-labelledby={labelId}>
              {CATEGORY_COLORS.map((swatch) => (
                <UnstyledButton
                  key={swatch}
                  role="radio"
                  aria-checked={color === swatch}
                  aria-label={t(`colors.${swatch}`)}
                  onClick={() => setColor(swatch)}
                  className={classes.option}
                >
                  <ColorSwatch color={swatch} size={32} component="span">
                    {color === swatch && <IconCheck size={18} color="white" aria-hidden="true" />}
                  </ColorSwatch>
                </UnstyledButton>
              ))}
            </Group>
          )}
        </FieldGroup>
        <FieldGroup label={t('categories.icon')}>
          {(labelId) => (
            <SimpleGrid
              cols={{ base: 6, xs: 8 }}
              spacing={6}
              verticalSpacing={6}
              mt={4}
              role="radiogroup"
              aria-labelledby={labelId}
            >
              {CATEGORY_ICON_NAMES.map((name) => (
                <UnstyledButton
                  key={name}
                  role="radio"
                  aria-checked={icon === name}
                  aria-label={t(`icons.${name}`)}
                  title={t(`icons.${name}`)}
                  onClick={() => setIcon(name)}
                  className={classes.icon}
                  data-checked={icon === name || undefined}
                >
                  <CategoryIcon
                    icon={name}
                    color={icon === name ? color : '#868e96'}
                    size={36}
                    variant={icon === name ? 'filled' : 'light'}
                  />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </FieldGroup>
        <FormActions
          save={save}
          errors={errors}
          saveLabel={t('categories.save')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
