/**
 * The tax rates an invoice line can pick, up to ten rows of name, rate (a percentage typed as
 * `11` or `11,5`) and, for "DPP nilai lain", the share of the price the tax is on (`11/12`).
 */
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MAX_TAX_RATES } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '../../../components/icons';
import { useMoneyLocale } from '../../../lib/locale';
import { type TaxRow, taxRow } from '../tax-rate-values';

type TaxField = 'name' | 'rate' | 'base';
/** The contract's name of each input, which the errors are keyed by. */
const CONTRACT_FIELD: Record<TaxField, string> = { name: 'name', rate: 'rate', base: 'tax_base' };

export function TaxRateFields({
  taxes,
  onChange,
  errors,
}: {
  taxes: TaxRow[];
  onChange: (taxes: TaxRow[]) => void;
  /** By form field: `tax_rates` for the list, `tax_rates.1.rate` for one input. */
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('settings');
  const locale = useMoneyLocale();
  const input = (index: number, name: TaxField) => ({
    autoComplete: 'off',
    value: taxes[index]?.[name] ?? '',
    error: errors[`tax_rates.${index}.${CONTRACT_FIELD[name]}`],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      onChange(taxes.map((tax, at) => (at === index ? { ...tax, [name]: value } : tax)));
    },
  });
  return (
    <Stack gap="sm">
      {taxes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('application.taxRatesNone')}
        </Text>
      )}
      {taxes.map((tax, index) => {
        const title = tax.name.trim() || t('application.taxNumber', { number: index + 1 });
        return (
          <Paper key={tax.key} withBorder radius="md" p="sm" role="group" aria-label={title}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Text size="sm" fw={600} truncate>
                {title}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('application.taxRemove', { name: tax.name.trim() || index + 1 })}
                onClick={() => onChange(taxes.filter((_, at) => at !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              <TextInput
                label={t('application.taxName')}
                placeholder={t('application.taxNameExample')}
                {...input(index, 'name')}
              />
              <TextInput
                label={t('application.taxRateValue')}
                inputMode="decimal"
                placeholder="11"
                rightSection="%"
                {...input(index, 'rate')}
              />
              <TextInput
                label={t('application.taxBase')}
                description={t('application.taxBaseHint')}
                placeholder="11/12"
                {...input(index, 'base')}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      {errors.tax_rates && (
        <Text size="sm" c="red" role="alert">
          {errors.tax_rates}
        </Text>
      )}
      {taxes.length < MAX_TAX_RATES && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...taxes, taxRow(null, locale)])}
          >
            {t('application.taxAdd')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
