import { SegmentedControl } from '@mantine/core';
import type { Direction } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../../../components/field-group';

/** Money in or money out, as two big halves: teal for in, red for out. */
export function DirectionToggle({
  value,
  onChange,
}: {
  value: Direction;
  onChange: (direction: Direction) => void;
}) {
  const { t } = useTranslation('cashbook');
  return (
    <FieldGroup label={t('entry.direction')}>
      {(labelId) => (
        <SegmentedControl
          aria-labelledby={labelId}
          fullWidth
          size="md"
          radius="md"
          color={value === 'in' ? 'teal' : 'red'}
          value={value}
          onChange={(next) => onChange(next === 'out' ? 'out' : 'in')}
          data={[
            { value: 'in', label: t('direction.in') },
            { value: 'out', label: t('direction.out') },
          ]}
          data-testid="direction-toggle"
        />
      )}
    </FieldGroup>
  );
}
