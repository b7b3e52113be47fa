/**
 * /apps/invoice/invoice/create: an invoice from a phone in three fields — who, how much, what
 * for — and a due date already filled in. It is created and sent at once (channel none); its
 * view then offers WhatsApp and the share link. The amount is what the customer pays: with the
 * business's default tax it includes that tax.
 */
import { Anchor, Button, Card, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CreateInvoiceBody, Invoice } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applicationQuery } from '../../api/business-settings.queries';
import { AmountInput } from '../../components/amount-input';
import { DateField } from '../../components/date-field';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { SaveProgress } from '../../components/save-progress';
import { businessToday, useBusiness, useCan } from '../../lib/business';
import { addDays } from '../../lib/date-presets';
import { ContactPicker } from '../contacts/contact-picker';
import { type InvoiceDefaults, invoiceDefaults } from './invoice-editor-settings';
import { checkInvoice, serverInvoiceErrors } from './invoice-form-check';
import { useInvoiceSubmit } from './invoice-form-submit';
import {
  type QuickValues,
  quickInvoiceBody,
  quickInvoiceErrors,
  quickInvoiceMath,
} from './quick-invoice-values';

const CREATE_CUSTOMER = ['customer'] as const;

export function QuickInvoicePage() {
  const { t } = useTranslation('invoice-editor');
  const { currency } = useBusiness();
  const settings = useQuery({ ...applicationQuery(), staleTime: 5 * 60_000 });
  return (
    <Stack gap="lg" maw={520}>
      <title>{t('quick.title')}</title>
      <PageHeader
        back={{ to: '/apps/invoice', label: t('page.back') }}
        title={t('quick.title')}
        subtitle={t('quick.subtitle')}
      />
      {settings.isPending ? (
        <PageLoader />
      ) : (
        <QuickInvoiceForm defaults={invoiceDefaults(settings.data, currency)} currency={currency} />
      )}
      <Anchor component={Link} to="/apps/invoice/create" size="sm">
        {t('quick.fullEditor')}
      </Anchor>
    </Stack>
  );
}

function QuickInvoiceForm({ defaults, currency }: { defaults: InvoiceDefaults; currency: string }) {
  const { t } = useTranslation(['invoice-editor', 'errors']);
  const navigate = useNavigate();
  const { timezone } = useBusiness();
  const canManage = useCan('invoice.manage');
  const [today] = useState(() => businessToday(timezone));
  const [values, setValues] = useState<QuickValues>({
    contact_id: null,
    amount: null,
    description: '',
    due_date: addDays(today, defaults.dueDays),
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = <K extends keyof QuickValues>(name: K, value: QuickValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const save = useInvoiceSubmit({
    invoice: null,
    onSaved: (saved: Invoice) =>
      navigate(`/apps/invoice/${saved.id}`, {
        state: { notice: { kind: 'success', text: t('quick.sent', { number: saved.number }) } },
      }),
    onError: (error) => setErrors(quickInvoiceErrors(serverInvoiceErrors(error))),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: CreateInvoiceBody = quickInvoiceBody(values, defaults, today);
    const math = quickInvoiceMath(values, defaults, currency);
    const invalid = quickInvoiceErrors(checkInvoice(t, body, math));
    if (invalid.amount) invalid.amount = t('quick.invalidAmount');
    if (invalid.description) invalid.description = t('quick.invalidDescription');
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate({ body, send: true });
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <ContactPicker
              label={t('details.customer')}
              placeholder={t('details.customerPlaceholder')}
              required
              kind="customer"
              createKinds={CREATE_CUSTOMER}
              value={values.contact_id}
              onChange={(id) => set('contact_id', id)}
              error={errors.contact_id}
            />
            <AmountInput
              label={t('quick.amount')}
              required
              size="md"
              currency={currency}
              value={values.amount}
              onChange={(amount) => set('amount', amount)}
              error={errors.amount}
            />
            <TextInput
              label={t('quick.description')}
              placeholder={t('quick.descriptionPlaceholder')}
              required
              maxLength={500}
              autoComplete="off"
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              error={errors.description}
            />
            <DateField
              label={t('details.dueDate')}
              required
              min={today}
              value={values.due_date}
              onChange={(date) => set('due_date', date)}
              error={errors.due_date}
            />
            <SaveProgress save={save} errors={errors} />
            <Button type="submit" size="md" loading={save.isPending}>
              {t('quick.send')}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </Card>
  );
}
