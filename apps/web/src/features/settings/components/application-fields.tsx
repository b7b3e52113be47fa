/** The groups of fields of the business settings form: the profile, the region. */
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CURRENCY_CODES, DATE_FORMATS } from '@usaha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import {
  type ChoiceValues,
  INDONESIAN_ZONES,
  monthNames,
  otherTimeZones,
  sampleDate,
  type TextField,
} from '../application-values';

type Bound = {
  value: string;
  error?: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
};
export type FieldProps = { field: (name: TextField) => Bound };

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
