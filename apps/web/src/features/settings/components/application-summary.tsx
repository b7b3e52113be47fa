/** The business settings to read, for members who may see but not change them. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { BusinessSettings } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { basisPointsToPercent } from '../../../lib/decimal-text';
import { useMoneyLocale } from '../../../lib/locale';
import { monthNames } from '../application-values';
import { Section } from './application-form';
import { BusinessImageField } from './business-image-field';

type Item = { label: string; value: string | null };

function Items({ items }: { items: Item[] }) {
  const { t } = useTranslation('settings');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
      {items.map((item, index) => (
        // Two accounts may be at one bank, two rates share a name: the place tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered
        <Stack key={index} gap={2}>
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
  const percent = (points: number) => `${basisPointsToPercent(points, locale)}%`;
  const yesNo = (on: boolean) => (on ? t('application.on') : t('application.off'));
  return (
    <Stack gap="lg">
      <Section title={t('application.profile')}>
        <BusinessImageField image="logo" settings={settings} canManage={false} />
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
              value:
                settings.default_tax_rate === 0
                  ? t('application.noTax')
                  : percent(settings.default_tax_rate),
            },
          ]}
        />
      </Section>
      <Section title={t('application.taxRates')}>
        {settings.tax_rates.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('application.taxRatesNone')}
          </Text>
        )}
        <Items
          items={settings.tax_rates.map((tax) => ({
            label: tax.name,
            value: tax.tax_base
              ? t('application.taxOnBase', {
                  rate: percent(tax.rate),
                  base: `${tax.tax_base.numerator}/${tax.tax_base.denominator}`,
                })
              : percent(tax.rate),
          }))}
        />
      </Section>
      <Section title={t('application.print')}>
        <Items
          items={[
            { label: t('application.terms'), value: settings.invoice_terms },
            { label: t('application.footer'), value: settings.invoice_footer },
            {
              label:
                settings.currency === 'IDR'
                  ? t('application.roundTotals')
                  : t('application.roundTotalsOther', { currency: settings.currency }),
              value: yesNo(settings.round_invoice_totals),
            },
            {
              label: t('application.amountInWords'),
              value: yesNo(settings.show_amount_in_words),
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
        <BusinessImageField image="qris" settings={settings} canManage={false} />
      </Section>
    </Stack>
  );
}
