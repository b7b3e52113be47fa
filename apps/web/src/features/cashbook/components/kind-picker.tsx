import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { CASHBOOK_KINDS, type CashbookKind } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { CashbookKindIcon } from '../../../components/cashbook-kind-icon';
import { FieldGroup } from '../../../components/field-group';
import classes from './kind-picker.module.css';

/** Cash, bank, e-wallet or other, as four cards that fit a phone two by two. */
export function KindPicker({
  value,
  onChange,
}: {
  value: CashbookKind;
  onChange: (kind: CashbookKind) => void;
}) {
  const { t } = useTranslation('cashbook');
  return (
    <FieldGroup label={t('form.kind')}>
      {(labelId) => (
        <SimpleGrid
          cols={{ base: 2, xs: 4 }}
          spacing="xs"
          role="radiogroup"
          aria-labelledby={labelId}
        >
          {CASHBOOK_KINDS.map((kind) => (
            <UnstyledButton
              key={kind}
              role="radio"
              aria-checked={value === kind}
              data-checked={value === kind || undefined}
              className={classes.card}
              onClick={() => onChange(kind)}
            >
              <CashbookKindIcon kind={kind} size={32} />
              <Text size="sm" fw={600}>
                {t(`kinds.${kind}`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </FieldGroup>
  );
}
