import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
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
  /** The request the confirm sends: while it runs the button waits, and its error is shown. */
  action?: { isPending: boolean; isError: boolean; error: unknown };
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
  action,
  onConfirm,
  onClose,
  extra,
}: ConfirmModalProps) {
  const { t } = useTranslation(['common', 'errors']);
  const failed = action?.isError ? errorMessage(t, action.error) : null;
  const shown = error ?? failed;
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
        {shown && <FormAlert kind="error">{shown}</FormAlert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          {extra}
          <Button
            color={color}
            onClick={onConfirm}
            loading={loading || action?.isPending}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
