/**
 * The invoice as its customer reads it: the business, the customer, the lines, the totals with
 * each tax, the amount in words, notes and terms. The portal shows it, and so does the invoice's
 * page in the app (a domain widget, layers.test.ts). Every text in it is the business's or the
 * customer's own, shown as text, never as markup.
 */
import { Box, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone, type PortalInvoice } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../lib/business';
import { InvoiceSheetLines } from './invoice-sheet-lines';
import { InvoiceSheetTotals } from './invoice-sheet-totals';

export type SheetInvoice = Omit<PortalInvoice['invoice'], 'payments'>;
export type SheetBusiness = PortalInvoice['business'];

type Props = {
  invoice: SheetInvoice;
  business: SheetBusiness;
  /** An image the browser may show (the portal's public address, or an object URL). */
  logoSrc: string | null;
  /** Beside the number: the invoice's state as the page words it. */
  status?: ReactNode;
  /** Below the totals (the portal lists the payments there). */
  children?: ReactNode;
};

const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** The lines of an address block that are filled in (two may read the same). */
function Lines({ values }: { values: (string | null)[] }) {
  return values.map(
    (value, index) =>
      value && (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of fields, in a fixed order.
        <Text key={index} size="sm" c="dimmed" style={TEXT}>
          {value}
        </Text>
      ),
  );
}

export function InvoiceSheet({ invoice, business, logoSrc, status, children }: Props) {
  const { t } = useTranslation('portal');
  const formatDate = useDateFormat();
  const customer = invoice.customer;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="article"
      aria-label={t('sheet.label', { number: invoice.number })}
      data-testid="invoice-sheet"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} miw={0} style={{ flex: '1 1 220px' }}>
            {logoSrc && (
              <Image
                src={logoSrc}
                alt={t('sheet.logo', { name: business.name })}
                h={56}
                w="auto"
                fit="contain"
                maw={200}
              />
            )}
            <Text fw={700} fz="lg" style={TEXT}>
              {business.name}
            </Text>
            <Lines
              values={[
                business.address,
                business.phone && formatPhone(business.phone),
                business.email,
              ]}
            />
            {business.npwp && (
              <Text size="sm" c="dimmed">
                {t('sheet.npwp', { value: business.npwp })}
              </Text>
            )}
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flex: '1 1 160px' }}>
            <Title order={2} fz={{ base: 'xl', sm: 26 }} tt="uppercase" lh={1.1}>
              {t('sheet.title')}
            </Title>
            <Text fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {invoice.number}
            </Text>
            {status}
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Stack gap={2} miw={0}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('sheet.billTo')}
            </Text>
            <Text fw={600} style={TEXT}>
              {customer.name}
            </Text>
            <Lines
              values={[
                customer.company,
                customer.address,
                customer.phone && formatPhone(customer.phone),
                customer.email,
              ]}
            />
            {customer.tax_id && (
              <Text size="sm" c="dimmed">
                {t('sheet.npwp', { value: customer.tax_id })}
              </Text>
            )}
          </Stack>
          <Box>
            <dl
              style={{
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '4px 12px',
              }}
            >
              <Text component="dt" size="sm" c="dimmed">
                {t('sheet.issueDate')}
              </Text>
              <Text component="dd" size="sm" m={0} fw={500}>
                {formatDate(invoice.issue_date, 'long')}
              </Text>
              <Text component="dt" size="sm" c="dimmed">
                {t('sheet.dueDate')}
              </Text>
              <Text component="dd" size="sm" m={0} fw={500}>
                {formatDate(invoice.due_date, 'long')}
              </Text>
            </dl>
          </Box>
        </SimpleGrid>

        <InvoiceSheetLines
          lines={invoice.lines}
          currency={invoice.currency}
          pricesIncludeTax={invoice.prices_include_tax}
        />
        <InvoiceSheetTotals invoice={invoice} />

        {invoice.amount_in_words && (
          <Text size="sm" fs="italic" data-testid="amount-in-words" style={TEXT}>
            {t('sheet.inWords', { words: invoice.amount_in_words })}
          </Text>
        )}
        {invoice.stamp_duty && (
          <Text size="sm" c="dimmed" data-testid="stamp-duty">
            {t('sheet.stampDuty')}
          </Text>
        )}
        {invoice.notes && (
          <Stack gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('sheet.notes')}
            </Text>
            <Text size="sm" style={TEXT}>
              {invoice.notes}
            </Text>
          </Stack>
        )}
        {invoice.terms && (
          <Stack gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('sheet.terms')}
            </Text>
            <Text size="sm" style={TEXT}>
              {invoice.terms}
            </Text>
          </Stack>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
