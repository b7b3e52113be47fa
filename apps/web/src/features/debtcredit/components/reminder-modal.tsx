/**
 * What the WhatsApp reminder did: the message that went to WhatsApp (and a button to open it
 * again, or at all when the browser held the window back); or, for a contact without a phone
 * number, what to do about it, with the way to their contact page.
 */
import { Alert, Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { AppError, type Debt } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/query-state';
import { WhatsAppMessage } from '../../../components/whatsapp-button';
import { isWebLink, type useDebtReminder } from '../use-debt-reminder';

type Props = {
  debt: Debt;
  opened: boolean;
  reminder: ReturnType<typeof useDebtReminder>;
  onClose: () => void;
};

export function ReminderModal({ debt, opened, reminder, onClose }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const { mutation, outcome } = reminder;
  const noPhone =
    !debt.contact_phone ||
    (mutation.error instanceof AppError && mutation.error.code === 'DEBT_NO_PHONE');

  let body: React.ReactNode;
  if (noPhone) {
    body = (
      <Alert
        color="yellow"
        variant="light"
        title={t('reminder.noPhoneTitle', { name: debt.contact_name })}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('reminder.noPhone')}</Text>
          <Button component={Link} to={`/apps/contacts/form/${debt.contact_id}`} size="xs">
            {t('reminder.editContact')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (mutation.isError) body = <LoadError error={mutation.error} />;
  else if (!outcome) body = <Skeleton height={80} />;
  else if (!isWebLink(outcome.reminder.url)) {
    body = <LoadError error={new Error(t('reminder.badLink'))} />;
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{outcome.opened ? t('reminder.opened') : t('reminder.blocked')}</Text>
        <WhatsAppMessage
          message={outcome.reminder.message}
          href={outcome.reminder.url}
          openLabel={t('reminder.open')}
        />
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reminder.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {body}
    </Modal>
  );
}
