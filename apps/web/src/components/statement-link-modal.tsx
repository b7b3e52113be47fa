/**
 * A contact's statement link (the portal's `/portal?statement=…`): made, or the existing one
 * returned, when the dialog opens; copied, sent on WhatsApp or opened with one tap; stopped
 * when it must no longer work (a later link is a new one).
 */
import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappLink, whatsappShareLink } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { createStatementLink, revokeStatementLink } from '../api/debts.api';
import { debtKeys } from '../api/debts.queries';
import { useBusiness } from '../lib/business';
import { ShareLinkBody } from './share-link-body';
import { WhatsAppButton } from './whatsapp-button';

type Props = {
  contact: { id: string; name: string; phone: string | null };
  opened: boolean;
  onClose: () => void;
  onRevoked: (text: string) => void;
};

export function StatementLinkModal({ contact, opened, onClose, onRevoked }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const client = useQueryClient();
  const business = useBusiness().name;
  // POST returns the link that exists, so asking again each time the dialog opens is safe.
  const link = useQuery({
    queryKey: debtKeys.statementLink(contact.id),
    queryFn: () => createStatementLink(contact.id),
    enabled: opened,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const revoke = useMutation({
    mutationFn: () => revokeStatementLink(contact.id),
    onSuccess: () => {
      client.removeQueries({ queryKey: debtKeys.statementLink(contact.id) });
      onRevoked(t('statement.revoked'));
    },
  });

  const message = (url: string) =>
    business
      ? t('statement.message', { name: contact.name, business, url })
      : t('statement.messagePlain', { name: contact.name, url });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('statement.title', { name: contact.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('statement.body', { name: contact.name })}</Text>
        <ShareLinkBody
          link={link}
          revoke={revoke}
          words={(word) => t(`statement.${word}`)}
          extra={(url) => (
            <WhatsAppButton
              href={
                contact.phone
                  ? whatsappLink(contact.phone, message(url))
                  : whatsappShareLink(message(url))
              }
            >
              {t('statement.whatsapp')}
            </WhatsAppButton>
          )}
        />
      </Stack>
    </Modal>
  );
}
