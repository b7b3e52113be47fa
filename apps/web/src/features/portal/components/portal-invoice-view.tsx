/**
 * A shared invoice as its customer opens it: what is due and by when with the PDF first, then how
 * to pay (while something is due), then the invoice itself with the payments received.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PortalInvoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { portalImageUrl, portalInvoicePdfUrl } from '../../../api/invoices.api';
import { IconDownload } from '../../../components/icons';
import { InvoiceSheet } from '../../../components/invoice-sheet';
import classes from '../../../components/lists.module.css';
import { MoneyText } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { PayInfo } from './pay-info';

type Props = { token: string; data: PortalInvoice };

export type PortalStatus = 'paid' | 'partial' | 'overdue' | 'unpaid';

/** What the customer needs to know: paid, or how late and how much. */
export function portalStatus(invoice: PortalInvoice['invoice']): PortalStatus {
  if (invoice.payment_status === 'paid') return 'paid';
  if (invoice.overdue) return 'overdue';
  return invoice.payment_status === 'partial' ? 'partial' : 'unpaid';
}

const COLORS: Record<PortalStatus, string> = {
  paid: 'teal',
  partial: 'yellow',
  overdue: 'red',
  unpaid: 'blue',
};

export function PortalInvoiceView({ token, data }: Props) {
  const { t } = useTranslation('portal');
  const formatDate = useDateFormat();
  const { invoice, business } = data;
  const status = portalStatus(invoice);
  const badge = (
    <Badge color={COLORS[status]} variant="light" size="lg" data-testid="portal-status">
      {t(`status.${status}`)}
    </Badge>
  );

  return (
    <Stack gap="lg" py="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('summary.from', { business: business.name, number: invoice.number })}
          </Text>
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={2}>
              <Title order={1} fz="sm" c="dimmed" fw={600}>
                {status === 'paid' ? t('summary.total') : t('summary.due')}
              </Title>
              <MoneyText
                amount={status === 'paid' ? invoice.total : invoice.amount_due}
                currency={invoice.currency}
                fz={{ base: 30, sm: 36 }}
                fw={800}
                lh={1.15}
                data-testid="portal-amount"
              />
              <Text size="sm">
                {status === 'paid'
                  ? t('summary.thanks')
                  : t('summary.dueDate', { date: formatDate(invoice.due_date, 'long') })}
              </Text>
            </Stack>
            {/* Beside the amount where there is room; below it, to the right, on a phone. */}
            <Stack gap="xs" align="flex-end" style={{ flex: '1 0 auto' }}>
              {badge}
              <Button
                component="a"
                href={portalInvoicePdfUrl(token)}
                download
                leftSection={<IconDownload size={18} aria-hidden="true" />}
              >
                {t('summary.pdf')}
              </Button>
            </Stack>
          </Group>
        </Stack>
      </Card>

      {status !== 'paid' && (
        <PayInfo
          business={business}
          accounts={data.bank_accounts}
          qris={data.qris_url}
          reference={invoice.number}
        />
      )}

      <InvoiceSheet
        invoice={invoice}
        business={business}
        logoSrc={business.logo_url && portalImageUrl(business.logo_url)}
        status={badge}
      >
        {invoice.payments.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('payments.title')}
            </Text>
            <ul className={classes.divided}>
              {invoice.payments.map((payment, index) => (
                // Payments carry no id here: the customer sees no more than the amount, day and way.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page.
                <li key={index} data-testid="portal-payment">
                  <Group justify="space-between" py={6} wrap="nowrap">
                    <Text size="sm">
                      {formatDate(payment.date)} · {t(`methods.${payment.method}`)}
                    </Text>
                    <MoneyText
                      amount={payment.amount}
                      currency={invoice.currency}
                      size="sm"
                      fw={600}
                    />
                  </Group>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </InvoiceSheet>
    </Stack>
  );
}
