/** "New business" from the switcher: name and currency; the user becomes its owner and moves in. */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { CURRENCY_CODES, createBusinessBodySchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createBusiness, switchBusiness } from '../../api/businesses.api';
import { FormAlert } from '../../components/form-alert';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { enterBusiness } from '../../lib/session-switch';
import { validateFields } from '../../lib/validate';

export function CreateBusinessModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['team', 'errors']);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState('IDR');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A business made whose switch then failed is not made twice by a second press.
  const [createdId, setCreatedId] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name: name.trim(), currency };
    const invalid = validateFields(
      createBusinessBodySchema,
      body,
      t,
      (field) => `create.invalid.${field}`,
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const id = createdId ?? (await createBusiness(body)).business_id;
      setCreatedId(id);
      await enterBusiness(await switchBusiness(id), navigate);
      onClose();
    } catch (error) {
      const onFields = fieldErrors(t, error);
      setErrors(onFields);
      if (Object.keys(onFields).length === 0) setFailure(errorMessage(t, error));
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextInput
            label={t('create.name')}
            description={t('create.nameHint')}
            autoComplete="organization"
            required
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Select
            label={t('create.currency')}
            description={t('create.currencyHint')}
            data={CURRENCY_CODES}
            value={currency}
            onChange={(value) => setCurrency(value ?? 'IDR')}
            allowDeselect={false}
            searchable
            error={errors.currency}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
