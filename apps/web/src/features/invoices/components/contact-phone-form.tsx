/**
 * "No phone number" in the send dialog: the number typed here is saved on the contact (the
 * contacts API, its own validation), so this and every later message reaches it. Whoever may not
 * change contacts is told to ask, with the way to the contact's page.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneSchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getContact, updateContact } from '../../../api/contacts.api';
import { contactChanged } from '../../../api/contacts.queries';
import { ErrorAlert } from '../../../components/error-alert';
import { useCan } from '../../../lib/business';
import { fieldErrors } from '../../../lib/error-message';

type Props = { contactId: string; name: string; onSaved: () => void };

export function ContactPhoneForm({ contactId, name, onSaved }: Props) {
  const { t } = useTranslation(['invoices', 'errors']);
  const canEdit = useCan('contact.manage');
  const client = useQueryClient();
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    // The contact as it is now: its version, and nothing else of it changed.
    mutationFn: async (value: string) => {
      const contact = await getContact(contactId);
      return updateContact(contactId, { version: contact.version, phone: value });
    },
    onSuccess: async (saved) => {
      await contactChanged(client, { saved });
      onSaved();
    },
  });
  const serverField = fieldErrors(t, save.error).phone;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = phoneSchema.safeParse(phone);
    if (!phone.trim() || !checked.success) return setInvalid(t('whatsapp.phoneInvalid'));
    setInvalid(null);
    save.mutate(phone.trim());
  }

  const title = t('whatsapp.noPhoneTitle', { name });
  if (!canEdit) {
    return (
      <Alert color="yellow" variant="light" title={title}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('whatsapp.noPhoneAsk')}</Text>
          <Button
            component={Link}
            to={`/apps/contacts/form/${contactId}`}
            size="xs"
            variant="light"
          >
            {t('whatsapp.openContact')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Alert color="yellow" variant="light" title={title}>
          <Text size="sm">{t('whatsapp.noPhoneBody')}</Text>
        </Alert>
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('whatsapp.phone')}
          placeholder="0812-3456-7890"
          maxLength={40}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={invalid ?? serverField}
          data-autofocus
        />
        {save.isError && !serverField && <ErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('whatsapp.savePhone')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
