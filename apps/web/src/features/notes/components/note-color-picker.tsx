import { Text, VisuallyHidden } from '@mantine/core';
import { NOTE_COLORS, type NoteColor } from '@usaha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../components/icons';
import classes from './note-color-picker.module.css';
import colors from './note-colors.module.css';

/**
 * The eight note colours as swatches: native radios (transparent, over the whole swatch), so
 * arrow keys, screen readers and taps all work.
 */
export function NoteColorPicker({
  value,
  onChange,
}: {
  value: NoteColor;
  onChange: (color: NoteColor) => void;
}) {
  const { t } = useTranslation('notes');
  const name = useId();
  return (
    <fieldset className={classes.fieldset}>
      <Text component="legend" size="sm" fw={500} mb={6}>
        {t('editor.color')}
      </Text>
      <div className={classes.swatches}>
        {NOTE_COLORS.map((color) => (
          <label
            key={color}
            className={`${colors.tinted} ${classes.swatch}`}
            data-note-color={color}
            title={t(`editor.colors.${color}`)}
          >
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
            />
            <VisuallyHidden>{t(`editor.colors.${color}`)}</VisuallyHidden>
            {value === color && <IconCheck size={18} aria-hidden="true" />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
