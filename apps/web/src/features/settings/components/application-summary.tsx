/** The business settings to read, for members who may see but not change them. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { BusinessSettings } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { basisPointsToPercent } from '../../../lib/decimal-text';
import { useMoneyLocale } from '../../../lib/locale';
import { monthNames } from '../application-values';
import { Section } from './application-form';
import { LogoField } from './logo-field';

type Item = { label: string; value: string | null };

function Items({ items }: { items: Item[] }) {
  const { t } = useTranslation('settings');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {item.value || t('application.notSet')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function ApplicationSummary({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation('settings');
  const locale = useMoneyLocale();
  const month = monthNames(locale)[settings.fiscal_year_start_month - 1]?.label ?? null;
  return (
    <Stack gap="lg">
      <Section title={t('application.profile')}>
        <LogoField settings={settings} canManage={false} />
        <Items
          items={[
            { label: t('application.name'), value: settings.name },
            { label: t('application.address'), value: settings.address },
            { label: t('application.phone'), value: settings.phone },
            { label: t('application.email'), value: settings.email },
            { label: t('application.npwp'), value: settings.npwp },
          ]}
        />
      </Section>
      <Section title={t('application.region')}>
        <Items
          items={[
            { label: t('application.currency'), value: settings.currency },
            { label: t('application.timezone'), value: settings.timezone },
            { label: t('application.dateFormat'), value: settings.date_format },
            { label: t('application.fiscalStart'), value: month },
          ]}
        />
      </Section>
      <Section title={t('application.invoices')}>
        <Items
          items={[
            { label: t('application.invoiceFormat'), value: settings.invoice_number_format },
            { label: t('application.invoicePreview'), value: settings.invoice_number_preview },
            {
              label: t('application.dueDays'),
              value: t('application.dueDaysValue', { count: settings.default_due_days }),
            },
            {
              label: t('application.taxRate'),
              value: `${basisPointsToPercent(settings.default_tax_rate, locale)}%`,
            },
          ]}
        />
      </Section>
      <Section title={t('application.bank')}>
        <Items
          items={settings.bank_accounts.map((bank) => ({
            label: bank.bank_name,
            value: `${bank.account_number} · ${bank.account_name}`,
          }))}
        />
      </Section>
    </Stack>
  );
}
