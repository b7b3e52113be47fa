/** A button that copies a value (an account number, an amount, a reference) with one tap. */
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import { IconCheck, IconCopy } from './icons';

export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={copy}
          aria-label={label}
        >
          {copied ? t('copy.copied') : t('copy.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
