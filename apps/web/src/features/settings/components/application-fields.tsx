/** The groups of fields of the business settings form. */
import {
  ActionIcon,
  Button,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CURRENCY_CODES, DATE_FORMATS, MAX_BANK_ACCOUNTS } from '@usaha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import {
  type BankRow,
  bankRow,
  type ChoiceValues,
  EMPTY_BANK,
  INDONESIAN_ZONES,
  invoicePreview,
  monthNames,
  otherTimeZones,
  sampleDate,
  type TextField,
} from '../application-values';

type Bound = {
  value: string;
  error?: string;
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
};
type FieldProps = { field: (name: TextField) => Bound };

export function ProfileFields({
  field,
  onAddress,
}: FieldProps & { onAddress: (value: string) => void }) {
  const { t } = useTranslation('settings');
  const address = field('address');
  return (
    <>
      <TextInput
        label={t('application.name')}
        autoComplete="organization"
        required
        {...field('name')}
      />
      <Textarea
        label={t('application.address')}
        autosize
        minRows={2}
        maxRows={5}
        autoComplete="street-address"
        value={address.value}
        error={address.error}
        onChange={(event) => onAddress(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('application.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextInput
          label={t('application.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
      </SimpleGrid>
      <TextInput
        label={t('application.npwp')}
        description={t('application.npwpHint')}
        inputMode="numeric"
        autoComplete="off"
        {...field('npwp')}
      />
    </>
  );
}

type RegionProps = {
  choices: ChoiceValues;
  onChange: (next: Partial<ChoiceValues>) => void;
  errors: Partial<Record<string, string>>;
};

export function RegionFields({ choices, onChange, errors }: RegionProps) {
  const { t } = useTranslation('settings');
  const locale = useMoneyLocale();
  const today = businessToday(choices.timezone);
  // Some 400 zones sorted, and the months named: not again on every keystroke of the form.
  const zones = useMemo(
    () => [
      {
        group: t('application.zonesIndonesia'),
        items: INDONESIAN_ZONES.map(({ value, abbr }) => ({ value, label: `${value} (${abbr})` })),
      },
      { group: t('application.zonesOther'), items: otherTimeZones(choices.timezone) },
    ],
    [t, choices.timezone],
  );
  const months = useMemo(() => monthNames(locale), [locale]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('application.currency')}
        description={t('application.currencyHint')}
        data={CURRENCY_CODES}
        value={choices.currency}
        onChange={(value) => value && onChange({ currency: value })}
        allowDeselect={false}
        searchable
        error={errors.currency}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('application.timezone')}
        data={zones}
        value={choices.timezone}
        onChange={(value) => value && onChange({ timezone: value })}
        allowDeselect={false}
        searchable
        limit={60}
        error={errors.timezone}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('application.dateFormat')}
        data={DATE_FORMATS.map((format) => ({
          value: format,
          label: `${format} (${sampleDate(format, today, locale)})`,
        }))}
        value={choices.date_format}
        onChange={(value) => {
          const format = DATE_FORMATS.find((item) => item === value);
          if (format) onChange({ date_format: format });
        }}
        allowDeselect={false}
        error={errors.date_format}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('application.fiscalStart')}
        description={t('application.fiscalStartHint')}
        data={months}
        value={String(choices.fiscal_year_start_month)}
        onChange={(value) => value && onChange({ fiscal_year_start_month: Number(value) })}
        allowDeselect={false}
        error={errors.fiscal_year_start_month}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}

export function InvoiceFields({
  field,
  values,
  timezone,
}: FieldProps & { values: Record<TextField, string>; timezone: string }) {
  const { t } = useTranslation('settings');
  const preview = invoicePreview(
    values.invoice_number_format,
    values.invoice_next_number,
    businessToday(timezone),
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('application.invoiceFormat')}
          description={t('application.invoiceFormatHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...field('invoice_number_format')}
        />
        <TextInput
          label={t('application.invoiceNext')}
          inputMode="numeric"
          autoComplete="off"
          {...field('invoice_next_number')}
        />
      </SimpleGrid>
      <Group gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed">
          {t('application.invoicePreview')}
        </Text>
        {preview ? (
          <Code fz="sm" data-testid="invoice-preview">
            {preview}
          </Code>
        ) : (
          <Text size="sm" c="red">
            {t('application.invalid.invoice_number_format')}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('application.dueDays')}
          description={t('application.dueDaysHint')}
          inputMode="numeric"
          autoComplete="off"
          rightSection={
            <Text size="xs" c="dimmed">
              {t('application.days')}
            </Text>
          }
          rightSectionWidth={56}
          {...field('default_due_days')}
        />
        <TextInput
          label={t('application.taxRate')}
          description={t('application.taxRateHint')}
          inputMode="decimal"
          autoComplete="off"
          rightSection="%"
          {...field('default_tax_rate')}
        />
      </SimpleGrid>
    </>
  );
}

/** Up to five bank accounts, each a row of bank, number and holder. */
export function BankFields({
  banks,
  onChange,
  error,
}: {
  banks: BankRow[];
  onChange: (banks: BankRow[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('settings');
  const edit = (index: number, change: Partial<BankRow>) =>
    onChange(banks.map((bank, at) => (at === index ? { ...bank, ...change } : bank)));
  return (
    <Stack gap="sm">
      {banks.map((bank, index) => (
        <Group key={bank.key} align="flex-end" wrap="nowrap" gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ flex: 1 }}>
            <TextInput
              label={t('application.bankName')}
              autoComplete="off"
              value={bank.bank_name}
              onChange={(event) => edit(index, { bank_name: event.currentTarget.value })}
            />
            <TextInput
              label={t('application.bankAccountNumber')}
              inputMode="numeric"
              autoComplete="off"
              value={bank.account_number}
              onChange={(event) => edit(index, { account_number: event.currentTarget.value })}
            />
            <TextInput
              label={t('application.bankAccountName')}
              autoComplete="off"
              value={bank.account_name}
              onChange={(event) => edit(index, { account_name: event.currentTarget.value })}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="xl"
            aria-label={t('application.bankRemove', { number: index + 1 })}
            onClick={() => onChange(banks.filter((_, at) => at !== index))}
          >
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
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
