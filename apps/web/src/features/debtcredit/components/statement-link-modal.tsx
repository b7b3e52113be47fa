/**
 * A contact's statement link (the portal's `/portal?statement=…`): made, or the existing one
 * returned, when the dialog opens; copied, sent on WhatsApp or opened with one tap; stopped
 * when it must no longer work (a later link is a new one).
 */
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappLink, whatsappShareLink } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { createStatementLink, revokeStatementLink } from '../../../api/debts.api';
import { debtKeys } from '../../../api/debts.queries';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/query-state';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useBusiness } from '../../../lib/business';
import { errorMessage } from '../../../lib/error-message';

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

  let body: React.ReactNode;
  if (link.isPending) body = <Skeleton height={60} />;
  else if (link.isError) {
    body = <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  } else {
    const url = link.data.url;
    const message = business
      ? t('statement.message', { name: contact.name, business, url })
      : t('statement.messagePlain', { name: contact.name, url });
    body = (
      <Stack gap="sm">
        <TextInput
          label={t('statement.link')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                onClick={copy}
              >
                {copied ? t('statement.copied') : t('statement.copy')}
              </Button>
            )}
          </CopyButton>
          <WhatsAppButton
            href={contact.phone ? whatsappLink(contact.phone, message) : whatsappShareLink(message)}
          >
            {t('statement.whatsapp')}
          </WhatsAppButton>
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            {t('statement.open')}
          </Button>
        </Group>
        <Alert variant="light" color="gray">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('statement.revokeHint')}</Text>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              {t('statement.revoke')}
            </Button>
          </Stack>
        </Alert>
        {revoke.isError && <FormAlert kind="error">{errorMessage(t, revoke.error)}</FormAlert>}
      </Stack>
    );
  }

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
        {body}
      </Stack>
    </Modal>
  );
}
