/**
 * A bank transfer's next steps (issue 17): the platform's account, the exact amount and the
 * reference to write with the transfer (each copied with one tap), the time to pay by, and the
 * proof: a photo or PDF of the slip, sent once the money is on its way, which staff confirm.
 */
import { Button, Divider, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  PAYMENT_PROOF_MAX_BYTES,
  PAYMENT_PROOF_TYPES,
  type Payment,
  toDecimalString,
} from '@usaha/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPaymentProof, uploadPaymentProof } from '../../../api/billing.api';
import { billingKeys } from '../../../api/billing.queries';
import { CopyValue } from '../../../components/copy-value';
import { FormAlert } from '../../../components/form-alert';
import { IconEye, IconUpload } from '../../../components/icons';
import { formatAmount } from '../../../components/money-text';
import { useBusiness } from '../../../lib/business';
import { openFile } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { useMoneyLocale } from '../../../lib/locale';

function Line({
  label,
  value,
  copy,
}: {
  label: string;
  value: string;
  copy?: { value: string; label: string };
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {copy && <CopyValue value={copy.value} label={copy.label} />}
      </Group>
    </Stack>
  );
}

function proofError(t: TFunction, error: unknown): string {
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
    return t('transfer.tooLarge');
  if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
    return t('transfer.wrongType');
  }
  return errorMessage(t, error);
}

export function TransferInstructions({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const { timezone } = useBusiness();
  const locale = useMoneyLocale();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadPaymentProof(payment.id, file),
    onSuccess: (saved) => {
      setFailure(null);
      client.setQueryData(billingKeys.payment(payment.id), saved);
      void client.invalidateQueries({ queryKey: billingKeys.payments() });
    },
    onError: (error) => setFailure(proofError(t, error)),
  });
  const proof = useMutation({
    mutationFn: () => getPaymentProof(payment.id),
    onSuccess: openFile,
    onError: (error) => setFailure(errorMessage(t, error)),
  });
  const account = payment.transfer;
  if (!account) return null;
  const amount = formatAmount(payment.amount, payment.currency, locale);
  // The deadline on the business's clock, not the device's.
  const deadline = new Date(payment.expires_at).toLocaleString(
    i18n.language === 'en' ? 'en-GB' : 'id-ID',
    { dateStyle: 'long', timeStyle: 'short', timeZone: timezone },
  );

  function onFile(file: File | null) {
    if (!file) return;
    if (!(PAYMENT_PROOF_TYPES as readonly string[]).includes(file.type)) {
      return setFailure(t('transfer.wrongType'));
    }
    if (file.size > PAYMENT_PROOF_MAX_BYTES) return setFailure(t('transfer.tooLarge'));
    upload.mutate(file);
  }

  return (
    <Stack gap="md" w="100%" ta="left" data-testid="transfer-instructions">
      <Title order={2} fz="md">
        {t('transfer.title')}
      </Title>
      <Line label={t('transfer.bank')} value={account.bank} />
      <Line
        label={t('transfer.accountNumber')}
        value={account.account_number}
        copy={{
          value: account.account_number.replace(/[\s-]/g, ''),
          label: t('transfer.copyAccount'),
        }}
      />
      <Line label={t('transfer.accountName')} value={account.account_name} />
      <Line
        label={t('transfer.amount')}
        value={amount}
        copy={{
          // As a bank app takes it: digits, no grouping, no empty decimals.
          value: toDecimalString(payment.amount, payment.currency).replace(/\.0+$/, ''),
          label: t('transfer.copyAmount'),
        }}
      />
      <Line
        label={t('transfer.reference')}
        value={payment.reference}
        copy={{ value: payment.reference, label: t('transfer.copyReference') }}
      />
      <Text size="sm" c="dimmed">
        {t('transfer.deadline', { date: deadline })}
      </Text>
      <Divider />
      {payment.proof_uploaded_at ? (
        <Text size="sm">{t('transfer.proofSent')}</Text>
      ) : (
        <Text size="sm">{t('transfer.proofHint')}</Text>
      )}
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <Group gap="sm">
        <FileButton onChange={onFile} accept={PAYMENT_PROOF_TYPES.join(',')}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
              {t(payment.proof_uploaded_at ? 'transfer.replaceProof' : 'transfer.uploadProof')}
            </Button>
          )}
        </FileButton>
        {payment.proof_uploaded_at && (
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            loading={proof.isPending}
            onClick={() => proof.mutate()}
          >
            {t('transfer.viewProof')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
