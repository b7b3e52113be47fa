/**
 * The invoice's public link (the customer's portal page): made, or the existing one returned,
 * when the dialog opens; copied with one tap; revoked when it must stop working (a later link is
 * a new one).
 */
import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { revokeInvoiceShare, shareInvoice } from '../../../api/invoices.api';
import { invoiceKeys } from '../../../api/invoices.queries';
import { ShareLinkBody } from '../../../components/share-link-body';

type Props = {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  onRevoked: (text: string) => void;
};

export function ShareLinkModal({ invoice, opened, onClose, onRevoked }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  // POST returns the link that exists, so asking again each time the dialog opens is safe.
  const link = useQuery({
    queryKey: [...invoiceKeys.one(invoice.id), 'share'],
    queryFn: () => shareInvoice(invoice.id),
    enabled: opened,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvoiceShare(invoice.id),
    onSuccess: async () => {
      client.removeQueries({ queryKey: [...invoiceKeys.one(invoice.id), 'share'] });
      await client.invalidateQueries({ queryKey: invoiceKeys.history(invoice.id) });
      onRevoked(t('share.revoked'));
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('share.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('share.body', { number: invoice.number })}</Text>
        <ShareLinkBody link={link} revoke={revoke} words={(word) => t(`share.${word}`)} />
      </Stack>
    </Modal>
  );
}
