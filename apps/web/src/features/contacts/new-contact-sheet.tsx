/**
 * The sheet a picker opens to add a customer or supplier from the name typed: the name and the
 * WhatsApp number (the next step, an invoice or a reminder on WhatsApp, needs it), taken from the
 * phone's contacts where the browser can, as BukuWarung does. Checked with the contacts' own
 * contract; the picker saves it.
 */
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { type CreateContactInput, createContactBodySchema } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HINT_BELOW } from '../../components/form-layout';
import { IconAddressBook } from '../../components/icons';
import { InnerSheetForm, SheetNameField } from '../../components/inner-sheet-form';
import { OWN_ESCAPE } from '../../components/own-escape';
import { deviceContactsAvailable, pickDeviceContact } from '../../lib/device-contacts';
import { validateFields } from '../../lib/validate';
import type { NewContactKind } from './use-contact-create';

export type NewContactDraft = { kind: NewContactKind; name: string };
export type NewContactBody = Pick<CreateContactInput, 'kind' | 'name' | 'phone'>;

type Props = {
  /** What to add; null: the sheet is closed. */
  draft: NewContactDraft | null;
  onSave: (body: NewContactBody) => void;
  onClose: () => void;
};

export function NewContactSheet({ draft, onSave, onClose }: Props) {
  const { t } = useTranslation('contacts');
  // The title stays while the sheet fades out.
  const [shown, setShown] = useState(draft);
  if (draft && draft !== shown) setShown(draft);
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={shown ? t(`picker.sheet.title.${shown.kind}`) : null}
      closeButtonProps={{ 'aria-label': t('common:close'), ...OWN_ESCAPE }}
    >
      {/* Mounted while open, so each opening starts from the name typed. */}
      {draft && <NewContactForm draft={draft} onSave={onSave} onCancel={onClose} />}
    </Modal>
  );
}

type FormProps = { draft: NewContactDraft; onSave: Props['onSave']; onCancel: () => void };

function NewContactForm({ draft, onSave, onCancel }: FormProps) {
  const { t } = useTranslation(['contacts', 'common']);
  const [name, setName] = useState(draft.name);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function pick() {
    const picked = await pickDeviceContact();
    if (!picked) return;
    if (picked.name) setName(picked.name);
    if (picked.phone) setPhone(picked.phone);
    setErrors({});
  }

  function onSubmit() {
    const typed = phone.trim();
    const body: NewContactBody = {
      kind: draft.kind,
      name: name.trim(),
      ...(typed && { phone: typed }),
    };
    const invalid = validateFields(createContactBodySchema, body, t, (field) => `invalid.${field}`);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) onSave(body);
  }

  return (
    <InnerSheetForm onSubmit={onSubmit} onCancel={onCancel}>
      <SheetNameField
        label={t('form.name')}
        maxLength={120}
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <TextInput
        label={t('picker.sheet.phone')}
        inputWrapperOrder={HINT_BELOW}
        description={t('picker.sheet.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0812-3456-7890"
        maxLength={40}
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        error={errors.phone}
        {...OWN_ESCAPE}
      />
      {deviceContactsAvailable() && (
        <Button
          variant="light"
          leftSection={<IconAddressBook size={18} aria-hidden="true" />}
          onClick={() => void pick()}
          {...OWN_ESCAPE}
        >
          {t('picker.sheet.pick')}
        </Button>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} {...OWN_ESCAPE}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" {...OWN_ESCAPE}>
          {t(`picker.sheet.save.${draft.kind}`)}
        </Button>
      </Group>
    </InnerSheetForm>
  );
}
