/**
 * "Ingatkan lewat WhatsApp": the server records the reminder and answers the `wa.me` link with a
 * polite message in the contact's language. The new window is opened in the tap itself (a pop-up
 * blocker lets that through, not one opened after an answer), cut off from this page, and sent
 * to WhatsApp once the answer is in; it is closed again when the server refuses. Only a web
 * address is ever opened (never a `javascript:` one, whatever an answer says).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Debt, DebtReminder } from '@usaha/shared';
import { useState } from 'react';
import { sendDebtReminder } from '../../api/debts.api';
import { debtKeys } from '../../api/debts.queries';

export type ReminderOutcome = { reminder: DebtReminder; opened: boolean };

export const isWebLink = (url: string) => /^https:\/\//i.test(url);

export function useDebtReminder(debt: Debt) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<ReminderOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: () => sendDebtReminder(debt.id),
    onSuccess: () => client.invalidateQueries({ queryKey: debtKeys.history(debt.id) }),
  });

  function send() {
    setOutcome(null);
    mutation.reset();
    // Without a phone the server would refuse: nothing to open, the dialog says what to do.
    if (!debt.contact_phone) return;
    const popup = window.open('', '_blank');
    if (popup) popup.opener = null;
    mutation.mutate(undefined, {
      onSuccess: (reminder) => {
        const safe = isWebLink(reminder.url);
        if (popup && safe) popup.location.href = reminder.url;
        else popup?.close();
        setOutcome({ reminder, opened: Boolean(popup) && safe });
      },
      onError: () => popup?.close(),
    });
  }

  return { send, outcome, mutation };
}
