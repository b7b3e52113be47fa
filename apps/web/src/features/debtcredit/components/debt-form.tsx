/**
 * Every field of a record, for a new one (`/apps/debtcredit/{kind}/create`) and for an edit (the
 * record's page with `?edit=1`): who, how much, when, due when, what for, a reference, and for a
 * new one the cash it moves — out of a book when lending cash, into one when borrowing.
 */
import { Alert, Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Debt, DebtKind } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashbooksQuery } from '../../../api/cashbooks.queries';
import { debtKeys } from '../../../api/debts.queries';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { useFormatMoney } from '../../../components/money-text';
import { RecordForm } from '../../../components/record-save';
import { SaveProgress } from '../../../components/save-progress';
import sticky from '../../../components/sticky-actions.module.css';
import { businessToday, useBusiness, useCan } from '../../../lib/business';
import { ContactPicker } from '../../contacts/contact-picker';
import {
  checkDebt,
  createBody,
  type DebtFormValues,
  initialValues,
  NEW_CONTACT_KINDS,
  serverDebtErrors,
  updateBody,
} from '../debt-form-values';
import { type DebtSubmission, useDebtSave } from '../use-debt-save';
import { NewDebtCash } from './new-debt-cash';

type Props = {
  kind: DebtKind;
  /** The record being edited, or null for a new one. */
  debt: Debt | null;
  /** A new record's contact, chosen before (a contact's records). */
  contactId?: string | null;
  onSaved: (saved: Debt) => void;
  onCancel?: () => void;
};

export function DebtForm({ kind, debt, contactId = null, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const format = useFormatMoney();
  const business = useBusiness();
  const canManage = useCan('debt.manage');
  // The cash a saved record moved is a cash-book entry: what reaches it is an entry's edit.
  const canChangeEntries = useCan('transaction.update');
  const cashLocked = debt?.entry_id != null && !canChangeEntries;
  const [values, setValues] = useState<DebtFormValues>(() =>
    initialValues(debt, businessToday(business.timezone), contactId),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = <K extends keyof DebtFormValues>(name: K, value: DebtFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const books = useQuery(cashbooksQuery(debt !== null));
  const bookList = books.data?.books ?? [];
  const book = bookList.find((each) => each.id === values.cashbook_id);
  const currency = debt?.currency ?? (values.cash && book ? book.currency : business.currency);
  const formatPaid = (paid: number) => format(paid, currency);

  const save = useDebtSave({
    onSaved,
    onError: (error) => setErrors(serverDebtErrors(t, error, debt, formatPaid)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submission: DebtSubmission = debt
      ? { id: debt.id, update: updateBody(debt, values) }
      : { create: createBody(kind, values) };
    const body = 'create' in submission ? submission.create : submission.update;
    const invalid = checkDebt(t, body, values, debt, formatPaid);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(submission);
  }

  return (
    <RecordForm
      onSubmit={onSubmit}
      disabled={!canManage}
      save={save}
      conflictText={t('form.conflict')}
      record={debt ? debtKeys.one(debt.id) : null}
    >
      {cashLocked && (
        <Alert variant="light" color="gray" data-testid="cash-locked">
          {t('form.cashLocked')}
        </Alert>
      )}
      <ContactPicker
        disabled={cashLocked}
        label={t('form.contact')}
        placeholder={t('form.contactPlaceholder')}
        required
        createKinds={NEW_CONTACT_KINDS[kind]}
        value={values.contact_id}
        onChange={(id) => set('contact_id', id)}
        error={errors.contact_id}
      />
      <AmountInput
        disabled={cashLocked}
        label={t('form.amount')}
        required
        size="md"
        currency={currency}
        value={values.amount}
        onChange={(amount) => set('amount', amount)}
        error={errors.amount}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField
          disabled={cashLocked}
          label={t('form.date')}
          required
          value={values.date}
          onChange={(date) => set('date', date)}
          error={errors.date}
        />
        <DateField
          label={t('form.dueDate')}
          min={values.date || undefined}
          value={values.due_date}
          onChange={(date) => set('due_date', date)}
          error={errors.due_date}
        />
      </SimpleGrid>
      <Textarea
        disabled={cashLocked}
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        maxLength={500}
        autosize
        minRows={2}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={errors.description}
      />
      <TextInput
        label={t('form.reference')}
        description={t('form.referenceHint')}
        maxLength={60}
        autoComplete="off"
        value={values.reference}
        onChange={(event) => set('reference', event.currentTarget.value)}
        error={errors.reference}
      />
      {debt ? (
        book && (
          <Alert variant="light" color="gray">
            {t('form.cashFixed', { book: book.name })}
          </Alert>
        )
      ) : (
        <NewDebtCash
          kind={kind}
          cash={values.cash}
          cashbook_id={values.cashbook_id}
          books={bookList}
          loaded={books.isSuccess}
          error={errors.cashbook_id}
          onChange={(cash) => setValues((current) => ({ ...current, ...cash }))}
        />
      )}
      <SaveProgress save={save} errors={errors} />
      <Group justify="flex-end" gap="xs" className={sticky.actions}>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" size="md" loading={save.isPending}>
          {debt ? t('form.saveChanges') : t('form.save')}
        </Button>
      </Group>
    </RecordForm>
  );
}
