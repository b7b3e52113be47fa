/**
 * What the record's page does to the record besides payments and reminders: void it (its version
 * guards against a change made meanwhile) and delete it (only without payments). Each answers in
 * its dialog; the caches are told, and the page's notice says what happened.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Debt } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteDebt, voidDebt } from '../../api/debts.api';
import { debtChanged } from '../../api/debts.queries';
import type { NoticeValue } from '../../components/notice';
import { contactRecordsPath } from '../../lib/debt-paths';

export function useDebtCommands(debt: Debt, onNotice: (notice: NoticeValue) => void) {
  const { t } = useTranslation('debtcredit');
  const client = useQueryClient();
  const navigate = useNavigate();

  const voidIt = useMutation({
    mutationFn: () => voidDebt(debt.id, debt.version),
    onSuccess: async (saved) => {
      await debtChanged(client, { saved });
      onNotice({ kind: 'success', text: t('record.voided') });
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteDebt(debt.id),
    onSuccess: async () => {
      // The cash moved at creation goes with it.
      await debtChanged(client, { removed: debt.id }, debt.entry_id !== null);
      navigate(contactRecordsPath(debt.contact_id, debt.kind), {
        replace: true,
        state: { notice: { kind: 'success', text: t('record.deleted') } },
      });
    },
  });

  return { voidIt, remove };
}
