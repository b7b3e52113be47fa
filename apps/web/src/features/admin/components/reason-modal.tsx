/**
 * A staff action that needs a reason (issue 17): every change in the admin area is written into
 * the platform's audit log with why it was made. The action's own fields (days, a plan) come in
 * as children; the reason is asked of every one.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { staffReasonSchema } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';

/** Whether the text is a reason the API takes (`staffReasonSchema`: 3 to 500 characters). */
export function isReason(text: string): boolean {
  return staffReasonSchema.safeParse(text).success;
}

type Props = {
  opened: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  color?: string;
  loading: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
};

export function ReasonModal(props: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const short = !isReason(reason);
  const close = () => {
    setReason('');
    setTouched(false);
    props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!short) props.onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          {props.body && <Text size="sm">{props.body}</Text>}
          {props.children}
          <Textarea
            label={t('reason.label')}
            description={t('reason.hint')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && short ? t('reason.tooShort') : undefined}
          />
          {props.error && <FormAlert kind="error">{props.error}</FormAlert>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" color={props.color} loading={props.loading}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
