/**
 * Sending by WhatsApp: the server prepares the message in the customer's language (what is left
 * to pay and how, or a paid invoice's thanks, with the portal link); it is shown first, then opened
 * in WhatsApp. Opening it counts as sending: a draft is marked sent. A contact without a number
 * gets one here, and a business without payment details is asked for them.
 */
import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppError, type Invoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { invoiceWhatsapp } from '../../../api/invoices.api';
import { invoiceKeys } from '../../../api/invoices.queries';
import { LoadError } from '../../../components/query-state';
import { WhatsAppMessage } from '../../../components/whatsapp-button';
import { ContactPhoneForm } from './contact-phone-form';
import { PaymentDetailsPrompt } from './payment-details-prompt';

type Props = {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  /** The link was opened. */
  onOpened: () => void;
};

export function WhatsAppModal({ invoice, opened, onClose, onOpened }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  const link = useQuery({
    queryKey: [...invoiceKeys.one(invoice.id), 'whatsapp'],
    queryFn: () => invoiceWhatsapp(invoice.id),
    enabled: opened,
    staleTime: 0,
    retry: false,
  });

  const refetch = () => void link.refetch();
  const noPhone = link.error instanceof AppError && link.error.code === 'INVOICE_NO_PHONE';
  let body: React.ReactNode;
  if (link.isPending) body = <Skeleton height={80} />;
  else if (noPhone) {
    body = (
      <ContactPhoneForm
        contactId={invoice.contact_id}
        name={invoice.customer.name}
        onSaved={refetch}
      />
    );
  } else if (link.isError) body = <LoadError error={link.error} />;
  // Only a web address is ever opened (never a `javascript:` one, whatever the answer says).
  else if (!/^https:\/\//.test(link.data.url))
    body = <LoadError error={new Error(t('whatsapp.badLink'))} />;
  else {
    body = (
      <WhatsAppMessage
        message={link.data.message}
        href={link.data.url}
        openLabel={t('whatsapp.open')}
        onOpened={onOpened}
      />
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('whatsapp.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        {/* The number first when there is none: without it nothing can be sent. */}
        {noPhone ? (
          body
        ) : (
          <Text size="sm">{t('whatsapp.body', { name: invoice.customer.name })}</Text>
        )}
        {opened && <PaymentDetailsPrompt due={invoice.amount_due > 0} onSaved={refetch} />}
        {!noPhone && body}
      </Stack>
    </Modal>
  );
}
