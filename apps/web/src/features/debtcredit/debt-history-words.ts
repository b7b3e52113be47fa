/**
 * A timeline step in words (debt.schemas' debtHistoryItemSchema): the server names the action
 * (`debt.create`, `debt.update`, `debt.payment`, `debt.payment_delete`, `debt.reminder`,
 * `debt.ladder`, `debt.void`) and its values; the words are the web's, amounts in the record's
 * currency, so an unknown step reads "Changed", never a code.
 */
import type { DebtHistoryItem } from '@usaha/shared';
import type { TFunction } from 'i18next';

/** The fields an edit may name, in the order they are said. */
const FIELDS = ['contact_id', 'amount', 'date', 'due_date', 'description', 'reference'] as const;

/** An edit's changed fields: a `fields` list when the server sends one, else the values it names. */
function changedFields(params: DebtHistoryItem['params']): string[] {
  const listed = typeof params.fields === 'string' ? params.fields.split(/[,\s]+/) : null;
  return FIELDS.filter((field) => (listed ? listed.includes(field) : field in params));
}

export function historyWords(
  t: TFunction,
  item: DebtHistoryItem,
  formatAmount: (amount: number, currency: string) => string,
  currency: string,
): string {
  const { params } = item;
  const code = typeof params.currency === 'string' ? params.currency : currency;
  const amount = typeof params.amount === 'number' ? formatAmount(params.amount, code) : '';
  switch (item.action.replace(/^debts?[._]/, '')) {
    case 'create':
      return amount ? t('history.created', { amount }) : t('history.changed');
    case 'update': {
      const fields = changedFields(params).map((field) => t(`history.fields.${field}`));
      return fields.length > 0
        ? t('history.edited', { fields: fields.join(', ') })
        : t('history.editedPlain');
    }
    case 'payment':
      return t('history.payment', { amount });
    case 'payment_delete':
      return t('history.paymentDelete', { amount });
    case 'reminder':
      return t('history.reminder');
    case 'ladder': {
      const step = Number(params.step);
      if (!Number.isFinite(step)) return t('history.changed');
      if (step === 0) return t('history.ladderDue');
      return step < 0
        ? t('history.ladderBefore', { count: -step })
        : t('history.ladderAfter', { count: step });
    }
    case 'void':
      return t('history.voided');
    default:
      return t('history.changed');
  }
}
