import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with its show/hide button labelled in the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggleVisibility') }}
      {...props}
    />
  );
}
