/** Every field of a contact, for a new one and for an edit (with its version). */
import {
  SegmentedControl,
  SimpleGrid,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_KINDS,
  type Contact,
  type ContactKind,
  type CreateContactInput,
  createContactBodySchema,
  normaliseTag,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createContact, updateContact } from '../../../api/contacts.api';
import { contactChanged, contactKeys } from '../../../api/contacts.queries';
import { FieldGroup } from '../../../components/field-group';
import { HINT_BELOW } from '../../../components/form-layout';
import { RecordForm, useRecordSave } from '../../../components/record-save';
import { serverFieldErrors } from '../../../lib/error-message';
import { useFormFields } from '../../../lib/use-form-fields';
import { validateFields } from '../../../lib/validate';
import { contactBody, contactFormText } from '../contact-form-values';

type Props = {
  contact: Contact | null;
  onSaved: (saved: Contact) => void;
  /** Read only, for someone who may look but not change (the API refuses anyway). */
  disabled?: boolean;
};

export function ContactForm({ contact, onSaved, disabled = false }: Props) {
  const { t } = useTranslation(['contacts', 'errors']);
  const client = useQueryClient();
  const { values, setValues, errors, setErrors, field } = useFormFields(contactFormText(contact));
  const [kind, setKind] = useState<ContactKind>(contact?.kind ?? 'customer');
  const [tags, setTags] = useState<string[]>(contact?.tags ?? []);
  const [tagText, setTagText] = useState('');
  const [archived, setArchived] = useState(contact?.archived ?? false);

  const save = useRecordSave({
    send: (body: CreateContactInput, key: string) =>
      contact
        ? updateContact(contact.id, { ...body, version: contact.version, archived })
        : createContact(body, key),
    changed: (saved: Contact) => contactChanged(client, { saved }),
    onSaved,
    onError: (error) => setErrors(serverFieldErrors(t, error, 'contacts:invalid')),
  });
  const textArea = (name: 'address' | 'notes') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLTextAreaElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = contactBody(values, kind, tags, tagText);
    const invalid = validateFields(createContactBodySchema, body, t, (name) => `invalid.${name}`);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate(body);
  }

  return (
    <RecordForm
      onSubmit={onSubmit}
      disabled={disabled}
      save={save}
      conflictText={t('form.conflict')}
      record={contact ? contactKeys.one(contact.id) : null}
      end={{ errors, saveLabel: contact ? t('common:saveChanges') : t('form.create') }}
    >
      <FieldGroup label={t('form.kind')}>
        {(labelId) => (
          <SegmentedControl
            fullWidth
            aria-labelledby={labelId}
            value={kind}
            onChange={(value) => setKind(value as ContactKind)}
            data={CONTACT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
        )}
      </FieldGroup>
      <TextInput
        label={t('form.name')}
        required
        maxLength={120}
        autoComplete="off"
        data-autofocus
        {...field('name')}
      />
      <TextInput
        label={t('form.company')}
        maxLength={120}
        autoComplete="off"
        {...field('company')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('form.phone')}
          inputWrapperOrder={HINT_BELOW}
          description={
            contact?.phone ? t('form.phoneSaved', { phone: contact.phone }) : t('form.phoneHint')
          }
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0812-3456-7890"
          maxLength={40}
          {...field('phone')}
        />
        <TextInput
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          {...field('email')}
        />
      </SimpleGrid>
      <Textarea label={t('form.address')} rows={2} maxLength={500} {...textArea('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('form.city')} maxLength={100} autoComplete="off" {...field('city')} />
        <TextInput
          label={t('form.taxId')}
          inputWrapperOrder={HINT_BELOW}
          description={t('form.taxIdHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          {...field('tax_id')}
        />
      </SimpleGrid>
      <TagsInput
        label={t('form.tags')}
        description={t('form.tagsHint')}
        value={tags}
        onChange={(next) => setTags([...new Set(next.map(normaliseTag).filter(Boolean))])}
        searchValue={tagText}
        onSearchChange={setTagText}
        splitChars={[',', ';']}
        maxTags={20}
        clearable
        error={errors.tags}
      />
      <Textarea label={t('form.notes')} rows={3} maxLength={2000} {...textArea('notes')} />
      {contact && (
        <Switch
          label={t('form.archived')}
          description={t('form.archivedHint')}
          checked={archived}
          onChange={(event) => setArchived(event.currentTarget.checked)}
        />
      )}
    </RecordForm>
  );
}
