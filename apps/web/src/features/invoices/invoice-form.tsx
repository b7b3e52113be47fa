/**
 * The invoice editor's form: the head, the lines, the foot, the live totals, and a bar that
 * stays in view with the total and the save buttons (saved as a draft, or saved and sent).
 */
import { Button, Card, Group, Text } from '@mantine/core';
import { calculateInvoice, type Invoice, InvoiceMathError } from '@usaha/shared';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceKeys } from '../../api/invoices.queries';
import { MoneyText } from '../../components/money-text';
import { RecordForm } from '../../components/record-save';
import { SaveProgress } from '../../components/save-progress';
import actionClasses from '../../components/sticky-actions.module.css';
import { businessToday, useBusiness } from '../../lib/business';
import { useMoneyLocale } from '../../lib/locale';
import type { InvoiceDefaults } from './invoice-editor-settings';
import { checkInvoice, serverInvoiceErrors } from './invoice-form-check';
import { InvoiceFormDetails } from './invoice-form-details';
import { InvoiceFormExtras } from './invoice-form-extras';
import { InvoiceFormLines } from './invoice-form-lines';
import { useInvoiceDraft } from './invoice-form-state';
import { type InvoiceSubmission, useInvoiceSubmit } from './invoice-form-submit';
import { InvoiceFormTotals } from './invoice-form-totals';
import { draftFromInvoice, invoiceBody, mathInput, newDraft } from './invoice-form-values';

type Props = {
  invoice: Invoice | null;
  defaults: InvoiceDefaults;
  onSaved: (saved: Invoice, submission: InvoiceSubmission) => void;
  /** Read only: someone who may only look, or a void invoice (the API refuses anyway). */
  disabled?: boolean;
};

export function InvoiceForm({ invoice, defaults, onSaved, disabled = false }: Props) {
  const { t } = useTranslation(['invoice-editor', 'errors']);
  const locale = useMoneyLocale();
  const { timezone, currency: businessCurrency } = useBusiness();
  const currency = invoice?.currency ?? businessCurrency;
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [draft, actions] = useInvoiceDraft(
    () =>
      invoice
        ? draftFromInvoice(invoice, locale)
        : newDraft(defaults, businessToday(timezone), locale),
    defaults,
    locale,
    () => setErrors({}),
  );
  const sending = useRef(false);
  const save = useInvoiceSubmit({
    invoice,
    onSaved,
    onError: (error) => setErrors(serverInvoiceErrors(error)),
  });

  const math = useMemo(() => {
    try {
      return { figures: calculateInvoice(mathInput(draft, currency, defaults.roundTotal)) };
    } catch (error) {
      if (error instanceof InvoiceMathError) return { figures: null, refusal: error };
      throw error;
    }
  }, [draft, currency, defaults.roundTotal]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = invoiceBody(draft);
    const invalid = checkInvoice(t, body, mathInput(draft, currency, defaults.roundTotal));
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate({ body, send: sending.current });
  }

  const canSend = !invoice || invoice.status === 'draft';
  return (
    <RecordForm
      onSubmit={onSubmit}
      disabled={disabled}
      save={save}
      conflictText={t('form.conflict')}
      record={invoice ? invoiceKeys.one(invoice.id) : null}
      gap="lg"
    >
      <Card withBorder radius="lg" padding="lg">
        <InvoiceFormDetails
          draft={draft}
          actions={actions}
          errors={errors}
          numberPreview={defaults.numberPreview}
          isNew={!invoice}
        />
      </Card>
      <InvoiceFormLines
        lines={draft.lines}
        currency={currency}
        taxes={defaults.taxes}
        math={math.figures}
        errors={errors}
        actions={actions}
      />
      <Card withBorder radius="lg" padding="lg">
        <InvoiceFormExtras draft={draft} actions={actions} errors={errors} currency={currency} />
      </Card>
      <Card withBorder radius="lg" padding="lg">
        {math.figures ? (
          <InvoiceFormTotals
            math={math.figures}
            currency={currency}
            taxes={defaults.taxes}
            chargeLabel={draft.charge_label}
            language={draft.language}
            withWords={defaults.amountInWords}
          />
        ) : (
          <Text size="sm" c="red" role="status" data-testid="totals-refused">
            {t(`fields:${math.refusal?.code ?? 'invalid_value'}`, math.refusal?.params)}
          </Text>
        )}
      </Card>
      <SaveProgress save={save} errors={errors} />
      <Group className={actionClasses.actions} justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t('totals.total')}</Text>
          <MoneyText
            amount={math.figures?.total ?? 0}
            currency={currency}
            fw={700}
            data-testid="sticky-total"
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button
            type="submit"
            variant={canSend ? 'default' : 'filled'}
            loading={save.isPending && !sending.current}
            disabled={save.isPending}
            onClick={() => {
              sending.current = false;
            }}
          >
            {canSend ? t('form.saveDraft') : t('form.save')}
          </Button>
          {canSend && (
            <Button
              type="submit"
              loading={save.isPending && sending.current}
              disabled={save.isPending}
              onClick={() => {
                sending.current = true;
              }}
            >
              {t('form.saveAndSend')}
            </Button>
          )}
        </Group>
      </Group>
    </RecordForm>
  );
}
