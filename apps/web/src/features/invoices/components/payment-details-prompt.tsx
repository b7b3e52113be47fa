/**
 * Sending an invoice while the business has no bank account and no QRIS: the customer would not
 * know how to pay. Whoever may change the settings adds an account here (the rest, QRIS and the
 * address, on the setup page); anyone else is told to ask. Nothing shows once one is set.
 */
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BankAccount, type BusinessSettings, bankAccountSchema } from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changedSettings, updateApplicationSettings } from '../../../api/business-settings.api';
import { applicationQuery, businessSettingsKeys } from '../../../api/business-settings.queries';
import { ErrorAlert } from '../../../components/error-alert';
import { useCan } from '../../../lib/business';

type Props = {
  /** Nothing is asked of a paid invoice. */
  due: boolean;
  /** The account was saved: the prepared message now carries it. */
  onSaved?: () => void;
};

const EMPTY: BankAccount = { bank_name: '', account_number: '', account_name: '' };

export function PaymentDetailsPrompt({ due, onSaved }: Props) {
  const { t } = useTranslation('invoices');
  const canSet = useCan('settings.manage');
  const settings = useQuery({ ...applicationQuery(), enabled: due });
  const data = settings.data;
  if (!due || !data || data.bank_accounts.length > 0 || data.qris_url) return null;
  return (
    <Alert color="yellow" variant="light" title={t('payDetails.title')} data-testid="pay-details">
      <Stack gap="sm">
        <Text size="sm">{canSet ? t('payDetails.body') : t('payDetails.ask')}</Text>
        {canSet && <AccountForm settings={data} onSaved={onSaved} />}
      </Stack>
    </Alert>
  );
}

function AccountForm({ settings, onSaved }: { settings: BusinessSettings; onSaved?: () => void }) {
  const { t } = useTranslation('invoices');
  const client = useQueryClient();
  const [account, setAccount] = useState(EMPTY);
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (bank: BankAccount) =>
      updateApplicationSettings(changedSettings(settings, { bank_accounts: [bank] })),
    onSuccess: (saved) => {
      client.setQueryData(businessSettingsKeys.application, saved);
      onSaved?.();
    },
  });
  const input = (name: keyof BankAccount) => ({
    value: account[name],
    autoComplete: 'off',
    error: invalid && !account[name].trim() ? t('payDetails.required') : undefined,
    onChange: (event: { currentTarget: { value: string } }) =>
      setAccount({ ...account, [name]: event.currentTarget.value }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = bankAccountSchema.safeParse(account);
    setInvalid(!checked.success);
    if (checked.success) save.mutate(checked.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextInput label={t('payDetails.bank')} {...input('bank_name')} />
          <TextInput
            label={t('payDetails.number')}
            inputMode="numeric"
            {...input('account_number')}
          />
          <TextInput label={t('payDetails.holder')} {...input('account_name')} />
        </SimpleGrid>
        {save.isError && <ErrorAlert error={save.error} />}
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/apps/settings/setup" size="sm">
            {t('payDetails.more')}
          </Anchor>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('payDetails.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
