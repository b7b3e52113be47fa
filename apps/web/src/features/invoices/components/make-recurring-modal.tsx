/**
 * "Jadikan berulang": the invoice becomes the template of a schedule that makes the same
 * invoice every week, month or year (issue 14). The calendar is chosen here; the lines, prices,
 * texts and due days come from the invoice as it is.
 */
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateRecurringInvoiceBody,
  type Invoice,
  occurrenceAt,
  RECURRENCE_INTERVALS,
  type RecurrenceInterval,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRecurringInvoice } from '../../../api/recurring-invoices.api';
import { recurringKeys } from '../../../api/recurring-invoices.queries';
import { DateField } from '../../../components/date-field';
import { ErrorAlert } from '../../../components/error-alert';
import { businessToday, useBusiness } from '../../../lib/business';
import { intervalWords } from '../recurring/recurring-words';

type Props = {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  onMade: (text: string) => void;
};

type EndType = 'never' | 'after' | 'on';

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The schedule's template: the invoice's content, without its number, dates or payments. */
export function templateOf(invoice: Invoice) {
  return {
    contact_id: invoice.contact_id,
    prices_include_tax: invoice.prices_include_tax,
    lines: invoice.lines.map((line) => ({
      product_id: line.product_id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unit_price,
      discount: line.discount,
      tax_rate: line.tax_rate,
      tax_base: line.tax_base,
    })),
    discount: invoice.discount,
    charge: invoice.charge,
    charge_label: invoice.charge_label,
    notes: invoice.notes,
    terms: invoice.terms,
    language: invoice.language,
    due_days: daysBetween(invoice.issue_date, invoice.due_date),
  };
}

export function MakeRecurringModal({ invoice, opened, onClose, onMade }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('makeRecurring.title', { number: invoice.number })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened && <ScheduleForm invoice={invoice} onClose={onClose} onMade={onMade} />}
    </Modal>
  );
}

function ScheduleForm({ invoice, onClose, onMade }: Omit<Props, 'opened'>) {
  const { t, i18n } = useTranslation(['invoices', 'errors']);
  const client = useQueryClient();
  const { timezone } = useBusiness();
  const today = businessToday(timezone);
  const [interval, setInterval] = useState<RecurrenceInterval>('monthly');
  const [every, setEvery] = useState(1);
  // The next one after this invoice, as the schedule would count it.
  const next = (kind: RecurrenceInterval, count: number) => {
    const after = occurrenceAt({ start_date: invoice.issue_date, interval: kind, every: count }, 1);
    return after < today ? today : after;
  };
  const [start, setStart] = useState(() => next('monthly', 1));
  const [endType, setEndType] = useState<EndType>('never');
  const [endCount, setEndCount] = useState(12);
  const [endDate, setEndDate] = useState('');
  const [autoSend, setAutoSend] = useState(true);
  const make = useMutation({
    mutationFn: (body: CreateRecurringInvoiceBody) => createRecurringInvoice(body),
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: recurringKeys.all });
      onMade(t('makeRecurring.made', { schedule: intervalWords(t, made, i18n.language) }));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const end =
      endType === 'after'
        ? { type: 'after' as const, count: endCount }
        : endType === 'on'
          ? { type: 'on' as const, date: endDate }
          : { type: 'never' as const };
    make.mutate({
      ...templateOf(invoice),
      interval,
      every,
      start_date: start,
      end,
      auto_send: autoSend,
    });
  }

  const choose = (kind: RecurrenceInterval, count: number) => {
    setInterval(kind);
    setEvery(count);
    setStart(next(kind, count));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('makeRecurring.body')}</Text>
        <Group grow align="flex-start">
          <Select
            label={t('makeRecurring.interval')}
            data={RECURRENCE_INTERVALS.map((kind) => ({
              value: kind,
              label: t(`makeRecurring.intervals.${kind}`),
            }))}
            value={interval}
            onChange={(value) => value && choose(value as RecurrenceInterval, every)}
            allowDeselect={false}
          />
          <NumberInput
            label={t('makeRecurring.every')}
            min={1}
            max={52}
            value={every}
            onChange={(value) => choose(interval, Math.max(1, Math.min(52, Number(value) || 1)))}
            allowDecimal={false}
          />
        </Group>
        <DateField
          label={t('makeRecurring.start')}
          description={intervalWords(
            t,
            { interval, every, start_date: start || today },
            i18n.language,
          )}
          value={start}
          onChange={setStart}
          min={today}
          required
        />
        <Select
          label={t('makeRecurring.end')}
          data={(['never', 'after', 'on'] as const).map((kind) => ({
            value: kind,
            label: t(`makeRecurring.ends.${kind}`),
          }))}
          value={endType}
          onChange={(value) => value && setEndType(value as EndType)}
          allowDeselect={false}
        />
        {endType === 'after' && (
          <NumberInput
            label={t('makeRecurring.endCount')}
            min={1}
            max={1000}
            value={endCount}
            onChange={(value) => setEndCount(Math.max(1, Number(value) || 1))}
            allowDecimal={false}
          />
        )}
        {endType === 'on' && (
          <DateField
            label={t('makeRecurring.endDate')}
            value={endDate}
            onChange={setEndDate}
            min={start}
            required
          />
        )}
        <Switch
          label={t('makeRecurring.autoSend')}
          description={t('makeRecurring.autoSendHint')}
          checked={autoSend}
          onChange={(event) => setAutoSend(event.currentTarget.checked)}
        />
        {make.isError && <ErrorAlert error={make.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={make.isPending}>
            {t('makeRecurring.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
