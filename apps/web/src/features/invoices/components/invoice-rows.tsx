/**
 * The invoices of the list: a table on wide screens; on a phone, cards with the customer, the
 * number, the amount still due and the state's colour down their edge. Each opens its invoice.
 */
import { Anchor, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { InvoiceListItem } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/lists.module.css';
import { MoneyText } from '../../../components/money-text';
import { ScrollRegion } from '../../../components/scroll-region';
import { useDateFormat } from '../../../lib/business';
import { STATUS_COLORS, shownStatus } from '../invoice-status';
import { InvoiceStatusBadge } from './invoice-status-badge';

type Props = { invoices: InvoiceListItem[] };

const invoicePath = (invoice: InvoiceListItem) => `/apps/invoice/${invoice.id}`;

export function InvoiceTable({ invoices }: Props) {
  const { t } = useTranslation('invoices');
  const formatDate = useDateFormat();
  return (
    <ScrollRegion label={t('list.label')} minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.customer')}</Table.Th>
            <Table.Th w={130}>{t('list.issueDate')}</Table.Th>
            <Table.Th w={130}>{t('list.dueDate')}</Table.Th>
            <Table.Th w={130}>{t('list.status')}</Table.Th>
            <Table.Th w={150} ta="right">
              {t('list.total')}
            </Table.Th>
            <Table.Th w={150} ta="right">
              {t('list.amountDue')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} data-testid="invoice-row">
              <Table.Td>
                <Anchor component={Link} to={invoicePath(invoice)} fw={600}>
                  {invoice.number}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{invoice.customer_name}</Table.Td>
              <Table.Td>{formatDate(invoice.issue_date)}</Table.Td>
              <Table.Td>{formatDate(invoice.due_date)}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={shownStatus(invoice)} />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={invoice.total} currency={invoice.currency} span />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={invoice.amount_due} currency={invoice.currency} fw={600} span />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

export function InvoiceCards({ invoices }: Props) {
  const { t } = useTranslation('invoices');
  const formatDate = useDateFormat();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ul className={classes.divided} aria-label={t('list.label')}>
        {invoices.map((invoice) => {
          const status = shownStatus(invoice);
          return (
            <li
              key={invoice.id}
              data-testid="invoice-card"
              style={{ borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[status]}-6)` }}
            >
              <UnstyledButton component={Link} to={invoicePath(invoice)} display="block" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {invoice.customer_name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {invoice.number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('list.dueOn', { date: formatDate(invoice.due_date) })}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <MoneyText
                      amount={
                        status === 'paid' || status === 'void' ? invoice.total : invoice.amount_due
                      }
                      currency={invoice.currency}
                      fw={700}
                      data-testid="card-amount"
                    />
                    <InvoiceStatusBadge status={status} size="sm" />
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
