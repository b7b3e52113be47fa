/**
 * What happened to the invoice, oldest first (`history/`, from the activity log), worded in the
 * UI's language: created, edited, sent, viewed in the portal, payments, voided. The server names
 * a step; the words are the web's, so an unknown step reads "Changed", never a code.
 */
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceHistoryItem } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { invoiceHistoryQuery } from '../../../api/invoices.queries';
import { HistoryTimeline } from '../../../components/history-timeline';
import { useFormatMoney } from '../../../components/money-text';
import { LoadError } from '../../../components/query-state';

export const TIMELINE_STEPS = [
  'created',
  'edited',
  'sent',
  'sentByEmail',
  'viewed',
  'paymentRecorded',
  'paymentRemoved',
  'voided',
  'duplicated',
  'madeBySchedule',
  'shared',
  'shareRevoked',
  'changed',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * The activity log's names (`invoice.create`, `.update`, `.send`, `.view`, `.payment`,
 * `.payment_delete`, `.void`, `.duplicate`, `.share`, `.unshare`) and variants of them.
 */
const STEPS: Record<string, TimelineStep> = {
  create: 'created',
  created: 'created',
  update: 'edited',
  updated: 'edited',
  send: 'sent',
  sent: 'sent',
  view: 'viewed',
  viewed: 'viewed',
  portal_view: 'viewed',
  portal_viewed: 'viewed',
  payment: 'paymentRecorded',
  payment_create: 'paymentRecorded',
  payment_record: 'paymentRecorded',
  payment_recorded: 'paymentRecorded',
  payment_delete: 'paymentRemoved',
  payment_deleted: 'paymentRemoved',
  payment_remove: 'paymentRemoved',
  void: 'voided',
  voided: 'voided',
  duplicate: 'duplicated',
  duplicated: 'duplicated',
  recurring: 'madeBySchedule',
  share: 'shared',
  share_create: 'shared',
  unshare: 'shareRevoked',
  share_revoke: 'shareRevoked',
  share_delete: 'shareRevoked',
};

export function timelineStep(item: Pick<InvoiceHistoryItem, 'action' | 'params'>): TimelineStep {
  const name = item.action.replace(/^invoices?[._]/, '').replace(/\./g, '_');
  const step = STEPS[name] ?? 'changed';
  return step === 'sent' && typeof item.params.email === 'string' ? 'sentByEmail' : step;
}

export function InvoiceTimeline({ invoiceId, currency }: { invoiceId: string; currency: string }) {
  const { t } = useTranslation(['invoices', 'errors']);
  const format = useFormatMoney();
  const history = useQuery(invoiceHistoryQuery(invoiceId));

  function title(item: InvoiceHistoryItem): string {
    const { amount, email, number } = item.params;
    // A payment's step names its own currency; the invoice's is the same.
    const code = typeof item.params.currency === 'string' ? item.params.currency : currency;
    return t(`timeline.${timelineStep(item)}`, {
      amount: typeof amount === 'number' ? format(amount, code) : '',
      email: typeof email === 'string' ? email : '',
      number: number === undefined ? '' : String(number),
    });
  }

  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton height={48} />;
  else if (history.isError) body = <LoadError error={history.error} />;
  else if (history.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('timeline.empty')}
      </Text>
    );
  } else {
    body = <HistoryTimeline items={history.data} title={title} />;
  }

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="timeline-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="timeline-title">
          {t('timeline.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
