/** The bank accounts shown on invoices: up to five rows of bank, number and holder. */
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MAX_BANK_ACCOUNTS } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '../../../components/icons';
import { type BankRow, bankRow, EMPTY_BANK } from '../application-values';

type BankField = 'bank_name' | 'account_number' | 'account_name';

export function BankFields({
  banks,
  onChange,
  errors,
}: {
  banks: BankRow[];
  onChange: (banks: BankRow[]) => void;
  /** By form field: `bank_accounts` for the list, `bank_accounts.1.bank_name` for one input. */
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('settings');
  const edit = (index: number, change: Partial<BankRow>) =>
    onChange(banks.map((bank, at) => (at === index ? { ...bank, ...change } : bank)));
  const input = (index: number, name: BankField) => ({
    autoComplete: 'off',
    value: banks[index]?.[name] ?? '',
    error: errors[`bank_accounts.${index}.${name}`],
    onChange: (event: { currentTarget: { value: string } }) =>
      edit(index, { [name]: event.currentTarget.value }),
  });
  return (
    <Stack gap="sm">
      {banks.map((bank, index) => (
        <Group key={bank.key} align="flex-start" wrap="nowrap" gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ flex: 1 }}>
            <TextInput label={t('application.bankName')} {...input(index, 'bank_name')} />
            <TextInput
              label={t('application.bankAccountNumber')}
              inputMode="numeric"
              {...input(index, 'account_number')}
            />
            <TextInput label={t('application.bankAccountName')} {...input(index, 'account_name')} />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="xl"
            mt={22}
            aria-label={t('application.bankRemove', { number: index + 1 })}
            onClick={() => onChange(banks.filter((_, at) => at !== index))}
          >
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      ))}
      {errors.bank_accounts && (
        <Text size="sm" c="red" role="alert">
          {errors.bank_accounts}
        </Text>
      )}
      {banks.length < MAX_BANK_ACCOUNTS && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...banks, bankRow(EMPTY_BANK)])}
          >
            {t('application.bankAdd')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
