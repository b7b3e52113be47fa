/**
 * /apps/debtcredit/payment/{id}: a payment of a record — what is still open, prefilled; "Lunas"
 * sets the whole of it and saves in the same tap; the day, the cash book (the first open book in
 * the record's currency to start with: money comes in for a credit, goes out for a debt) and a
 * note. One Idempotency-Key per submission (lib/use-save.ts): a retry books it once. More than
 * what is open is refused on the amount (422 OVERPAYMENT when a payment raced this one).
 */
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type Debt,
  type RecordDebtPaymentBody,
  recordDebtPaymentBodySchema,
} from '@usaha/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { recordDebtPayment } from '../../api/debts.api';
import { debtChanged } from '../../api/debts.queries';
import { AmountInput } from '../../components/amount-input';
import { DateField } from '../../components/date-field';
import { IconCircleCheck } from '../../components/icons';
import { MoneyText, useFormatMoney } from '../../components/money-text';
import { NoCashbook } from '../../components/no-cashbook';
import { PageHeader } from '../../components/page-header';
import { PaymentNote, usePaymentDraft } from '../../components/payment-draft';
import { SaveProgress } from '../../components/save-progress';
import { useCan } from '../../lib/business';
import { recordPath } from '../../lib/debt-paths';
import { fieldErrors } from '../../lib/error-message';
import { useSave } from '../../lib/use-save';
import { messagesByField } from '../../lib/validate';
import { RecordFrame } from './record-frame';

const MESSAGES = messagesByField({
  amount: 'debtcredit:payment.amountRequired',
  cashbook_id: 'debtcredit:payment.bookRequired',
  date: 'debtcredit:payment.dateRequired',
});

export function PaymentPage() {
  return <RecordFrame>{(debt) => <PaymentView debt={debt} />}</RecordFrame>;
}

function PaymentView({ debt }: { debt: Debt }) {
  const { t } = useTranslation('debtcredit');
  const canManage = useCan('debt.manage');
  return (
    <Stack gap="md" maw={560}>
      <title>{t('payment.title')}</title>
      <PageHeader
        title={t('payment.title')}
        subtitle={t(`payment.subtitle.${debt.kind}`, { name: debt.contact_name })}
        back={{ to: recordPath(debt), label: t(`record.title.${debt.kind}`) }}
      />
      {debt.status === 'open' && canManage ? (
        <Card withBorder radius="lg" padding="lg">
          <PaymentForm debt={debt} />
        </Card>
      ) : (
        <Alert color="gray" variant="light">
          {t('payment.notOpen')}
        </Alert>
      )}
    </Stack>
  );
}

function PaymentForm({ debt }: { debt: Debt }) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const draft = usePaymentDraft({
    currency: debt.currency,
    open: debt.remaining,
    defaultBook: 'first',
  });
  const { usable, cashbookId, errors, setErrors } = draft;
  const remaining = format(debt.remaining, debt.currency);

  const save = useSave({
    send: (body: RecordDebtPaymentBody, key: string) => recordDebtPayment(debt.id, body, key),
    onSuccess: async (payment) => {
      await debtChanged(client, { id: debt.id }, true);
      navigate(recordPath(debt), {
        replace: true,
        state: {
          notice: {
            kind: 'success',
            text: t('payment.recorded', { amount: format(payment.amount, debt.currency) }),
          },
        },
      });
    },
    onError: (error) =>
      setErrors(
        error instanceof AppError && error.code === 'OVERPAYMENT'
          ? { amount: t('payment.overpaid', { remaining }) }
          : fieldErrors(t, error),
      ),
  });

  function submit(paid: number | null) {
    const body: RecordDebtPaymentBody = draft.fields(paid);
    const overpaid = t('payment.overpaid', { remaining });
    if (draft.check(recordDebtPaymentBodySchema, body, MESSAGES, overpaid)) save.mutate(body);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(draft.amount);
  }

  if (draft.books.isSuccess && usable.length === 0) {
    return (
      <NoCashbook
        text={t('payment.noBook', { currency: debt.currency })}
        action={t('payment.openCashbooks')}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Text size="sm" c="dimmed">
            {t('payment.remaining')}
          </Text>
          <MoneyText
            amount={debt.remaining}
            currency={debt.currency}
            fw={800}
            fz={24}
            data-testid="payment-remaining"
          />
        </Group>
        {/* One tap: the whole of what is open, saved at once. */}
        <Button
          type="button"
          color="teal"
          size="md"
          leftSection={<IconCircleCheck size={20} aria-hidden="true" />}
          loading={save.isPending && save.variables?.body.amount === debt.remaining}
          onClick={() => {
            draft.setAmount(debt.remaining);
            submit(debt.remaining);
          }}
        >
          {t('payment.settle')}
        </Button>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('payment.settleHint', { amount: remaining })}
        </Text>
        <AmountInput
          label={t('payment.amount')}
          currency={debt.currency}
          value={draft.amount}
          onChange={draft.setAmount}
          required
          size="md"
          error={errors.amount}
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
            label={t(`payment.cashbook.${debt.kind}`)}
            placeholder={draft.books.isPending ? t('common:loading') : undefined}
            data={usable.map((book) => ({ value: book.id, label: book.name }))}
            value={cashbookId}
            onChange={draft.setPicked}
            allowDeselect={false}
            required
            error={errors.cashbook_id}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <PaymentNote draft={draft} label={t('payment.note')} />
        <SaveProgress save={save} errors={errors} />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            variant="default"
            loading={save.isPending && save.variables?.body.amount !== debt.remaining}
          >
            {t('payment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
