/** Pause, resume and delete a schedule: each refreshes the schedules and says what happened. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringInvoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import {
  deleteRecurringInvoice,
  pauseRecurringInvoice,
  resumeRecurringInvoice,
} from '../../../api/recurring-invoices.api';
import { recurringKeys } from '../../../api/recurring-invoices.queries';
import type { NoticeValue } from '../../../components/notice';
import { warningOf } from '../../../components/notice';

export function useRecurringCommands(onNotice: (notice: NoticeValue) => void) {
  const { t } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  const done = (text: string) => async () => {
    await client.invalidateQueries({ queryKey: recurringKeys.all });
    onNotice({ kind: 'success', text });
  };
  const warn = (error: Error) => onNotice(warningOf(t, error));

  const pause = useMutation({
    mutationFn: (schedule: RecurringInvoice) => pauseRecurringInvoice(schedule.id),
    onSuccess: done(t('recurring.paused')),
    onError: warn,
  });
  const resume = useMutation({
    mutationFn: (schedule: RecurringInvoice) => resumeRecurringInvoice(schedule.id),
    onSuccess: done(t('recurring.resumed')),
    onError: warn,
  });
  // The refusal of a delete shows in its dialog.
  const remove = useMutation({
    mutationFn: (schedule: RecurringInvoice) => deleteRecurringInvoice(schedule.id),
    onSuccess: done(t('recurring.deleted')),
  });
  return { pause, resume, remove };
}
