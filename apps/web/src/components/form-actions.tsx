/**
 * A form's end: how its save is going (components/save-progress.tsx), then Cancel where the form
 * can be left without saving, and the save button, busy while the save is on its way.
 */
import { Button, type ButtonProps, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SaveProgress, type SaveState } from './save-progress';

type Props = {
  save: SaveState;
  errors: Record<string, string | undefined>;
  saveLabel: string;
  /** Leaves the form unsaved; without it there is no Cancel. */
  onCancel?: () => void;
  size?: ButtonProps['size'];
  /** Given to both buttons (a sheet's own Escape handling: components/own-escape.ts). */
  buttonProps?: Record<string, string>;
};

export function FormActions({ save, errors, saveLabel, onCancel, size, buttonProps }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <SaveProgress save={save} errors={errors} />
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size={size} onClick={onCancel} {...buttonProps}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" size={size} loading={save.isPending} {...buttonProps}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}
