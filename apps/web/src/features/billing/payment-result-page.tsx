/**
 * /payment/success, /payment/cancel and /payment/status/{id}: what became of a payment, as our
 * database says (asked again every 2 s while it waits for the provider), never as the address
 * says. The three pages are one: the way back from a checkout only names the payment. A bank
 * transfer's page is where the business finds the account to pay and sends its proof.
 */
import { Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@usaha/shared';
import { idSchema } from '@usaha/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { billingKeys, paymentQuery } from '../../api/billing.queries';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '../../components/icons';
import { formatAmount } from '../../components/money-text';
import { LoadError } from '../../components/query-state';
import { useInstantDay } from '../../lib/business';
import { useMoneyLocale } from '../../lib/locale';
import { TransferInstructions } from './components/transfer-instructions';

const SUBSCRIPTION = '/apps/settings/subscription';

function StatusIcon({ status }: { status: Payment['status'] }) {
  if (status === 'paid') {
    return (
      <ThemeIcon color="teal" variant="light" size={56} radius="xl">
        <IconCircleCheck size={34} />
      </ThemeIcon>
    );
  }
  if (status === 'pending') {
    return (
      <ThemeIcon color="blue" variant="light" size={56} radius="xl">
        <IconClockHour4 size={34} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon color="gray" variant="light" size={56} radius="xl">
      <IconCircleX size={34} />
    </ThemeIcon>
  );
}

/** Which words tell the payment's state: a bank transfer's own while it waits for staff. */
function wordsOf(payment: Payment): string {
  const transfer = payment.provider === 'manual';
  if (transfer && payment.status === 'pending') {
    return payment.proof_uploaded_at ? 'transferChecking' : 'transferPending';
  }
  if (payment.status === 'failed' && payment.rejection_reason) return 'rejected';
  return payment.status;
}

function PaymentState({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const locale = useMoneyLocale();
  const day = useInstantDay();
  const plan = t(`plans.${payment.plan}`);
  const words = wordsOf(payment);
  const transfer =
    payment.provider === 'manual' && (payment.status === 'pending' || payment.status === 'expired');
  return (
    <Card withBorder radius="lg" padding="xl" maw={520} w="100%" mx="auto">
      <Stack gap="md" align="center" ta="center">
        <StatusIcon status={payment.status} />
        <Title order={1} fz="h3" data-testid="payment-title">
          {t(`result.${words}.title`)}
        </Title>
        <Text>
          {t(`result.${words}.body`, {
            plan,
            date: payment.period_end ? day(payment.period_end) : '',
            reason: payment.rejection_reason ?? '',
          })}
        </Text>
        {payment.status === 'pending' && payment.provider !== 'manual' && (
          <Loader size="sm" aria-label={t('result.waiting')} />
        )}
        <Text size="sm" c="dimmed">
          {t('result.summary', {
            plan,
            interval: t(`intervals.${payment.interval}`),
            amount: formatAmount(payment.amount, payment.currency, locale),
            reference: payment.reference,
          })}
        </Text>
        {transfer && <TransferInstructions payment={payment} />}
        <Group justify="center">
          <Button component={Link} to={SUBSCRIPTION} variant={transfer ? 'default' : 'filled'}>
            {t(
              payment.status === 'paid' || transfer ? 'result.toSubscription' : 'result.choosePlan',
            )}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function PaymentResultPage() {
  const { t } = useTranslation('billing');
  const params = useParams();
  const [search] = useSearchParams();
  const given = params.id ?? search.get('payment') ?? '';
  const id = idSchema.safeParse(given).success ? given : null;
  const payment = useQuery({ ...paymentQuery(id ?? ''), enabled: id !== null });
  const client = useQueryClient();
  const paid = payment.data?.status === 'paid';
  useEffect(() => {
    // The plan changed with it: the subscription page shows the new one.
    if (paid) void client.invalidateQueries({ queryKey: billingKeys.subscription() });
  }, [paid, client]);

  if (id === null) {
    return (
      <Stack gap="md" align="center" ta="center" py="xl">
        <Title order={1} fz="h3">
          {t('result.none.title')}
        </Title>
        <Text>{t('result.none.body')}</Text>
        <Button component={Link} to={SUBSCRIPTION}>
          {t('result.choosePlan')}
        </Button>
      </Stack>
    );
  }
  if (payment.isError) {
    return <LoadError error={payment.error} onRetry={() => payment.refetch()} />;
  }
  if (!payment.data) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label={t('result.loading')} />
      </Stack>
    );
  }
  return <PaymentState payment={payment.data} />;
}
