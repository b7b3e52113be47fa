/**
 * A bank transfer waiting for staff: its proof (opened in a new tab), and confirm or reject,
 * each with its reason. Confirmed, the business's plan runs; rejected, the owner reads why.
 */
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTransferProof, settleTransfer } from '../../../api/admin.api';
import { adminKeys } from '../../../api/admin.queries';
import { IconCheck, IconEye, IconX } from '../../../components/icons';
import { openFile } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { ReasonModal } from './reason-modal';

type Verdict = 'confirm' | 'reject';

export function TransferReview({
  payment,
  locked,
  onDone,
}: {
  payment: Payment;
  /** The staff member belongs to the business: the proof is theirs to read, not to settle. */
  locked: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const [open, setOpen] = useState<Verdict | null>(null);
  const settle = useMutation({
    mutationFn: ({ verdict, reason }: { verdict: Verdict; reason: string }) =>
      settleTransfer(payment.id, verdict, reason),
    onSuccess: async (_saved, { verdict }) => {
      setOpen(null);
      onDone(t(`transfer.${verdict}.done`));
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const proof = useMutation({
    mutationFn: () => getTransferProof(payment.id),
    onSuccess: openFile,
  });
  return (
    <>
      <Group gap="xs">
        {payment.proof_uploaded_at && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} />}
            loading={proof.isPending}
            onClick={() => proof.mutate()}
          >
            {t('transfer.proof')}
          </Button>
        )}
        <Button
          size="xs"
          color="teal"
          disabled={locked}
          leftSection={<IconCheck size={14} />}
          onClick={() => {
            settle.reset();
            setOpen('confirm');
          }}
        >
          {t('transfer.confirm.button')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={locked}
          leftSection={<IconX size={14} />}
          onClick={() => {
            settle.reset();
            setOpen('reject');
          }}
        >
          {t('transfer.reject.button')}
        </Button>
      </Group>
      {(['confirm', 'reject'] as const).map((verdict) => (
        <ReasonModal
          key={verdict}
          opened={open === verdict}
          title={t(`transfer.${verdict}.title`, { reference: payment.reference })}
          body={t(`transfer.${verdict}.body`)}
          confirmLabel={t(`transfer.${verdict}.button`)}
          color={verdict === 'confirm' ? 'teal' : 'red'}
          loading={settle.isPending}
          error={settle.isError ? errorMessage(t, settle.error) : null}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => settle.mutate({ verdict, reason })}
        />
      ))}
    </>
  );
}
