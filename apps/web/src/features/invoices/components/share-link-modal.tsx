/**
 * The invoice's public link (the customer's portal page): made, or the existing one returned,
 * when the dialog opens; copied with one tap; revoked when it must stop working (a later link is
 * a new one).
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
import type { Invoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { revokeInvoiceShare, shareInvoice } from '../../../api/invoices.api';
import { invoiceKeys } from '../../../api/invoices.queries';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';

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

  let body: React.ReactNode;
  if (link.isPending) body = <Skeleton height={60} />;
  else if (link.isError)
    body = <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  else {
    const url = link.data.url;
    body = (
      <Stack gap="sm">
        <TextInput
          label={t('share.link')}
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
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            {t('share.open')}
          </Button>
        </Group>
        <Alert variant="light" color="gray">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('share.revokeHint')}</Text>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              {t('share.revoke')}
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
      title={t('share.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('share.body', { number: invoice.number })}</Text>
        {body}
      </Stack>
    </Modal>
  );
}
