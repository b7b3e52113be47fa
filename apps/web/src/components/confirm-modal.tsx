import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  /** The confirm button waits (e.g. for what the modal must show first). */
  confirmDisabled?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Another way out offered beside the main one (e.g. archive instead of delete). */
  extra?: ReactNode;
};

export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  color = 'red',
  loading = false,
  confirmDisabled = false,
  error,
  onConfirm,
  onClose,
  extra,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          {extra}
          <Button color={color} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
