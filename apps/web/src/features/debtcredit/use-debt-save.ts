/**
 * Saving a record: a new one with the submission's Idempotency-Key (lib/use-save.ts), so a retry
 * on a weak signal records it once; an edit with its version. The caches hear of it; the ledger's
 * too when the record moved cash (its entry follows the amount, the date and the contact).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CreateDebtBody, Debt, UpdateDebtBody } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { createDebt, updateDebt } from '../../api/debts.api';
import { debtChanged } from '../../api/debts.queries';
import { useFormatMoney } from '../../components/money-text';
import type { NoticeValue } from '../../components/notice';
import { useSave } from '../../lib/use-save';

export type DebtSubmission = { create: CreateDebtBody } | { id: string; update: UpdateDebtBody };

type Options = {
  onSaved: (saved: Debt) => void;
  onError: (error: Error) => void;
};

export function useDebtSave({ onSaved, onError }: Options) {
  const client = useQueryClient();
  return useSave({
    send: (submission: DebtSubmission, key: string) =>
      'create' in submission
        ? createDebt(submission.create, key)
        : updateDebt(submission.id, submission.update),
    onSuccess: async (saved: Debt) => {
      await debtChanged(client, { saved }, saved.cashbook_id !== null);
      onSaved(saved);
    },
    onError,
  });
}

/** What the record's page says once a new record opens it. */
export function useCreatedNotice() {
  const { t } = useTranslation('debtcredit');
  const format = useFormatMoney();
  return (debt: Debt): NoticeValue => ({
    kind: 'success',
    text: t(`record.created.${debt.kind}`, {
      amount: format(debt.amount, debt.currency),
      name: debt.contact_name,
    }),
  });
}
