/**
 * Recording a payment of an invoice: the amount (the amount due to start with), the day, the cash
 * book it lands in (one of the invoice's currency), how it was paid and a note. One
 * Idempotency-Key per submission (lib/use-save.ts): a retry on a weak signal books it once.
 */
import { Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type Invoice,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMethodForBook,
  type RecordInvoicePaymentBody,
  recordInvoicePaymentBodySchema,
  SALES_SEED_KEY,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../api/categories.queries';
import { recordInvoicePayment } from '../../../api/invoices.api';
import { invoiceChanged } from '../../../api/invoices.queries';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { FormActions } from '../../../components/form-actions';
import { useFormatMoney } from '../../../components/money-text';
import { NoCashbook } from '../../../components/no-cashbook';
import { PaymentNote, usePaymentDraft } from '../../../components/payment-draft';
import { fieldErrors } from '../../../lib/error-message';
import { useSave } from '../../../lib/use-save';
import { messagesByField } from '../../../lib/validate';

type Props = {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  onRecorded: (text: string) => void;
};

const MESSAGES = messagesByField({
  amount: 'invoices:payment.amountRequired',
  cashbook_id: 'invoices:payment.bookRequired',
  date: 'invoices:payment.dateRequired',
});

export function RecordPaymentModal({ invoice, opened, onClose, onRecorded }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('payment.title', { number: invoice.number })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {/* Mounted while open, so each opening starts from the amount due as it is now. */}
      {opened && <PaymentForm invoice={invoice} onClose={onClose} onRecorded={onRecorded} />}
    </Modal>
  );
}

function PaymentForm({ invoice, onClose, onRecorded }: Omit<Props, 'opened'>) {
  const { t } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  const format = useFormatMoney();
  const draft = usePaymentDraft({
    currency: invoice.currency,
    open: invoice.amount_due,
    // The only book of the currency is the obvious one.
    defaultBook: 'only',
  });
  const { usable, cashbookId, errors, setErrors } = draft;
  // Until the owner picks one, the method follows the book: a till takes cash, a bank transfers.
  const [pickedMethod, setMethod] = useState<PaymentMethod | null>(null);
  const incomes = useQuery(categoriesQuery({ kind: 'income' }));
  // Undefined until the owner picks: the seeded sales category then, as the server does.
  const [pickedCategory, setCategory] = useState<string | null | undefined>(undefined);
  const sales = incomes.data?.find((category) => category.seed_key === SALES_SEED_KEY);
  const categoryId = pickedCategory === undefined ? (sales?.id ?? null) : pickedCategory;
  const book = usable.find((item) => item.id === cashbookId);
  const method = pickedMethod ?? (book ? paymentMethodForBook(book.kind) : 'cash');
  const due = format(invoice.amount_due, invoice.currency);

  const save = useSave({
    send: (body: RecordInvoicePaymentBody, key: string) =>
      recordInvoicePayment(invoice.id, body, key),
    onSuccess: async (payment) => {
      await invoiceChanged(client, { id: invoice.id }, true);
      onRecorded(t('payment.recorded', { amount: format(payment.amount, invoice.currency) }));
    },
    onError: (error) =>
      setErrors(
        error instanceof AppError && error.code === 'OVERPAYMENT'
          ? { amount: t('payment.overpaid', { due }) }
          : fieldErrors(t, error),
      ),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: RecordInvoicePaymentBody = {
      ...draft.fields(),
      method,
      // Before the categories are in, the server books to its default.
      ...(incomes.isSuccess ? { category_id: categoryId } : {}),
    };
    const overpaid = t('payment.overpaid', { due });
    if (draft.check(recordInvoicePaymentBodySchema, body, MESSAGES, overpaid)) save.mutate(body);
  }

  if (draft.books.isSuccess && usable.length === 0) {
    return (
      <NoCashbook
        text={t('payment.noBook', { currency: invoice.currency })}
        action={t('payment.openCashbooks')}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <AmountInput
          label={t('payment.amount')}
          description={t('payment.amountHint', { due })}
          currency={invoice.currency}
          value={draft.amount}
          onChange={draft.setAmount}
          required
          error={errors.amount}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField
            label={t('payment.date')}
            value={draft.date}
            onChange={draft.setDate}
            required
            error={errors.date}
          />
          <Select
            label={t('payment.method')}
            data={PAYMENT_METHODS.map((value) => ({ value, label: t(`portal:methods.${value}`) }))}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Select
          label={t('payment.cashbook')}
          description={t('payment.cashbookHint', { currency: invoice.currency })}
          placeholder={draft.books.isPending ? t('common:loading') : undefined}
          data={usable.map((book) => ({ value: book.id, label: book.name }))}
          value={cashbookId}
          onChange={draft.setPicked}
          required
          error={errors.cashbook_id}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('payment.category')}
          description={t('payment.categoryHint')}
          placeholder={incomes.isPending ? t('common:loading') : t('payment.noCategory')}
          data={(incomes.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          value={categoryId}
          onChange={setCategory}
          clearable
          error={errors.category_id}
          comboboxProps={{ withinPortal: true }}
        />
        <PaymentNote draft={draft} label={t('payment.note')} />
        <FormActions save={save} errors={errors} saveLabel={t('payment.save')} onCancel={onClose} />
      </Stack>
    </form>
  );
}
