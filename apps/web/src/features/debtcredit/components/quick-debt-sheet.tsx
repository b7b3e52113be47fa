/**
 * The big "+": a record in three answers — who (a contact, or a new one from the name typed),
 * how much, and which way (they owe me: a credit, kasbon; I owe them: a debt) — and one tap on
 * "Simpan". No cash moves (the full form has that); the record's page opens, ready for a
 * reminder or a payment. The dialog sits at the top of the screen, clear of a phone's keyboard.
 */
import { Anchor, Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { type CreateDebtBody, createDebtBodySchema, type DebtKind } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AmountInput } from '../../../components/amount-input';
import { FieldGroup } from '../../../components/field-group';
import { SaveProgress } from '../../../components/save-progress';
import { useBusiness } from '../../../lib/business';
import { createPath, recordPath } from '../../../lib/debt-paths';
import { serverFieldErrors } from '../../../lib/error-message';
import { messagesByField, validateFields } from '../../../lib/validate';
import { ContactPicker } from '../../contacts/contact-picker';
import { NEW_CONTACT_KINDS } from '../debt-form-values';
import { useCreatedNotice, useDebtSave } from '../use-debt-save';

type Props = {
  /** The kind to start with; none: the sheet is closed. */
  kind: DebtKind | undefined;
  contactId?: string;
  onClose: () => void;
};

export function QuickDebtSheet({ kind, contactId, onClose }: Props) {
  const { t } = useTranslation('debtcredit');
  return (
    <Modal
      opened={kind !== undefined}
      onClose={onClose}
      title={t('quick.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {/* Mounted while open, so each opening starts empty. */}
      {kind && <QuickForm initialKind={kind} contactId={contactId ?? null} />}
    </Modal>
  );
}

const MESSAGES = messagesByField({
  contact_id: 'debtcredit:quick.contactRequired',
  amount: 'debtcredit:quick.amountRequired',
});

function QuickForm({
  initialKind,
  contactId,
}: {
  initialKind: DebtKind;
  contactId: string | null;
}) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const navigate = useNavigate();
  const created = useCreatedNotice();
  const { currency } = useBusiness();
  const [kind, setKind] = useState<DebtKind>(initialKind);
  const [contact, setContact] = useState<string | null>(contactId);
  const [amount, setAmount] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useDebtSave({
    onSaved: (saved) => navigate(recordPath(saved), { state: { notice: created(saved) } }),
    onError: (error) => setErrors(serverFieldErrors(t, error, 'debtcredit:invalid')),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: CreateDebtBody = {
      kind,
      contact_id: contact ?? '',
      amount: amount ?? Number.NaN,
    };
    const invalid = validateFields(createDebtBodySchema, body, t, MESSAGES);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate({ create: body });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ContactPicker
          label={t('quick.who')}
          placeholder={t('quick.whoPlaceholder')}
          required
          createKinds={NEW_CONTACT_KINDS[kind]}
          value={contact}
          onChange={setContact}
          error={errors.contact_id}
          data-autofocus
        />
        <AmountInput
          label={t('quick.amount')}
          required
          size="md"
          currency={currency}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <FieldGroup label={t('quick.kind')}>
          {(labelId) => (
            <SegmentedControl
              fullWidth
              aria-labelledby={labelId}
              value={kind}
              onChange={(value) => setKind(value as DebtKind)}
              data={(['credit', 'debt'] as const).map((value) => ({
                value,
                label: (
                  // Phrasing content only: the label is a <label>.
                  <Text span display="block" py={2}>
                    <Text size="sm" fw={700} span display="block">
                      {t(`kinds.${value}`)}
                    </Text>
                    <Text size="xs" span display="block">
                      {t(`kindLong.${value}`)}
                    </Text>
                  </Text>
                ),
              }))}
            />
          )}
        </FieldGroup>
        <SaveProgress save={save} errors={errors} />
        <Button type="submit" size="md" fullWidth loading={save.isPending}>
          {t('quick.save')}
        </Button>
        <Anchor
          component={Link}
          to={contact ? `${createPath(kind)}?contact=${contact}` : createPath(kind)}
          size="sm"
          ta="center"
        >
          {t('quick.full')}
        </Anchor>
      </Stack>
    </form>
  );
}
