/**
 * A record's payments (components/payment-list.tsx): when, how much, through which cash book,
 * with the note, each amount a link to its entry; one may be removed (with `debt.delete`), which
 * takes its cash book entry with it and reopens the record.
 */
import { Anchor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Debt, DebtPayment } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteDebtPayment } from '../../../api/debts.api';
import { debtChanged, debtPaymentsQuery } from '../../../api/debts.queries';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import type { NoticeValue } from '../../../components/notice';
import { PaymentList, paymentListWords } from '../../../components/payment-list';

type Props = {
  debt: Debt;
  /** May remove a payment: the record's delete and the entries' (its entry goes too). */
  canRemove: boolean;
  onNotice: (notice: NoticeValue) => void;
};

export function DebtPayments({ debt, canRemove, onNotice }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const client = useQueryClient();
  const format = useFormatMoney();
  const payments = useQuery(debtPaymentsQuery(debt.id));
  const amount = (payment: DebtPayment) => format(payment.amount, debt.currency);

  return (
    <PaymentList
      payments={payments}
      currency={debt.currency}
      words={paymentListWords(t, amount, `payments.removeBody.${debt.kind}`)}
      details={(payment, date) => [date, payment.cashbook_name]}
      amount={(payment) => (
        <Anchor component={Link} to={`/apps/transactions/${payment.entry_id}`} fw={600} size="sm">
          <MoneyText amount={payment.amount} currency={debt.currency} span />
        </Anchor>
      )}
      canRemove={canRemove}
      remove={(payment) => deleteDebtPayment(debt.id, payment.id)}
      onRemoved={() => debtChanged(client, { id: debt.id }, true)}
      onNotice={onNotice}
    />
  );
}
