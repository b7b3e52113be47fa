/** How each kind of notification looks: its icon and colour, the same in the bell, lists and toasts. */

import type { NotificationType } from '@usaha/shared';
import {
  type Icon,
  IconBellRinging,
  IconCalendarDue,
  IconCash,
  IconClockExclamation,
  IconCreditCard,
  IconCreditCardOff,
  IconFileAlert,
  IconFileImport,
  IconMailForward,
  IconReceipt,
  IconRepeat,
  IconUserPlus,
  IconUserShield,
} from '../../components/icons';

export const TYPE_STYLE: Record<NotificationType, { icon: Icon; color: string }> = {
  invitation: { icon: IconMailForward, color: 'violet' },
  member_joined: { icon: IconUserPlus, color: 'teal' },
  role_changed: { icon: IconUserShield, color: 'indigo' },
  import_finished: { icon: IconFileImport, color: 'cyan' },
  invoice_overdue: { icon: IconFileAlert, color: 'orange' },
  invoice_paid: { icon: IconReceipt, color: 'green' },
  payment_received: { icon: IconCash, color: 'teal' },
  recurring_invoice_made: { icon: IconRepeat, color: 'grape' },
  debt_due: { icon: IconCalendarDue, color: 'red' },
  subscription_expiring: { icon: IconClockExclamation, color: 'yellow' },
  plan_payment_confirmed: { icon: IconCreditCard, color: 'green' },
  plan_payment_rejected: { icon: IconCreditCardOff, color: 'red' },
  test: { icon: IconBellRinging, color: 'blue' },
};
