import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@usaha/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCamera, IconFile, IconX } from '../../../components/icons';

type ReceiptFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
};

/** A photo of the receipt straight from the phone's camera (or a PDF), checked before upload. */
export function ReceiptField({ file, onChange }: ReceiptFieldProps) {
  const { t } = useTranslation('cashbook');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function pick(chosen: File | undefined) {
    if (!chosen) return;
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(chosen.type)) {
      setError(t('entry.receiptType'));
      return;
    }
    if (chosen.size > ATTACHMENT_MAX_BYTES) {
      setError(t('entry.receiptTooLarge'));
      return;
    }
    setError(null);
    onChange(chosen);
  }

  return (
    <Stack gap={4}>
      <Input.Label htmlFor={inputId}>{t('entry.receipt')}</Input.Label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*,application/pdf"
        capture="environment"
        hidden
        onChange={(event) => {
          pick(event.currentTarget.files?.[0]);
          // The same file may be chosen again after removing it.
          event.currentTarget.value = '';
        }}
      />
      {file ? (
        <Group gap="xs" wrap="nowrap">
          <IconFile size={18} aria-hidden="true" />
          <Text size="sm" truncate style={{ flex: 1 }}>
            {file.name}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange(null)}
            aria-label={t('entry.receiptRemove', { name: file.name })}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <Button
          variant="default"
          leftSection={<IconCamera size={18} />}
          onClick={() => input.current?.click()}
          w="fit-content"
        >
          {t('entry.receiptTake')}
        </Button>
      )}
      <Text
        size="xs"
        c={error ? 'var(--mantine-color-red-text)' : 'dimmed'}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('entry.receiptHint')}
      </Text>
    </Stack>
  );
}
