/**
 * Sending the invoice by email: the customer's address to start with (while it is not paid, the
 * contact's as it is now), another one for this mail only if need be. The server mails the PDF
 * and marks the invoice sent. A business without payment details is asked for them.
 */
import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Invoice, sendInvoiceBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContact } from '../../../api/contacts.queries';
import { sendInvoice } from '../../../api/invoices.api';
import { invoiceChanged } from '../../../api/invoices.queries';
import { ErrorAlert } from '../../../components/error-alert';
import { LocalLinkNotice } from '../../../components/local-link-notice';
import { getConfig } from '../../../lib/config';
import { fieldErrors } from '../../../lib/error-message';
import { PaymentDetailsPrompt } from './payment-details-prompt';

type Props = {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  onSent: (text: string) => void;
};

export function SendEmailModal({ invoice, opened, onClose, onSent }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('email.title', { number: invoice.number })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened && <EmailStart invoice={invoice} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}

/** The address the server would send to: the contact's now, unless the invoice is paid. */
function EmailStart(props: Omit<Props, 'opened'>) {
  const { invoice } = props;
  const contact = useContact(invoice.contact_id);
  if (contact.isPending) return <Skeleton height={120} />;
  const now = contact.data?.email ?? null;
  const frozen = invoice.customer.email;
  const address = invoice.payment_status === 'paid' ? (frozen ?? now) : (now ?? frozen);
  return <EmailForm {...props} initial={address ?? ''} />;
}

function EmailForm({
  invoice,
  onClose,
  onSent,
  initial,
}: Omit<Props, 'opened'> & { initial: string }) {
  const { t } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  const [email, setEmail] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => sendInvoice(invoice.id, { channel: 'email', email: address }),
    onSuccess: async (saved, address) => {
      await invoiceChanged(client, { saved });
      onSent(t('email.sent', { email: address }));
    },
  });
  const serverField = fieldErrors(t, send.error).email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const checked = sendInvoiceBodySchema.safeParse({ channel: 'email', email: address });
    if (!address || !checked.success) return setInvalid(t('email.invalid'));
    setInvalid(null);
    send.mutate(address);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('email.body')}</Text>
        <PaymentDetailsPrompt due={invoice.amount_due > 0} />
        {/* The mail's link is on the app's own address (the configuration's, as the server's). */}
        <LocalLinkNotice text={getConfig().frontend_apps_url} />
        <TextInput
          type="email"
          label={t('email.address')}
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
          error={invalid ?? serverField}
          data-autofocus
        />
        {send.isError && !serverField && <ErrorAlert error={send.error} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('email.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
