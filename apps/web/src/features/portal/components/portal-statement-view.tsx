/**
 * A contact's statement as the contact opens it (/portal?statement=…): where they stand with the
 * business per currency and the PDF first, then each open debt, credit and unpaid invoice with
 * its payments, oldest first. Words are the contact's side: a credit is what they owe.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PortalStatement } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { portalStatementPdfUrl } from '../../../api/debt-statements.api';
import { IconDownload } from '../../../components/icons';
import classes from '../../../components/lists.module.css';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { PayInfo } from './pay-info';

type Props = { token: string; data: PortalStatement };
type Item = PortalStatement['items'][number];

const TYPE_COLORS: Record<Item['type'], string> = {
  credit: 'blue',
  debt: 'grape',
  invoice: 'cyan',
};

function Standing({ data }: { data: PortalStatement }) {
  const { t } = useTranslation('portal');
  const lines = data.totals.length > 0 ? data.totals : null;
  if (!lines) {
    return <Text fw={600}>{t('statement.settled')}</Text>;
  }
  return (
    <Stack gap="xs">
      {lines.map((line) => (
        <Stack key={line.currency} gap={0} data-testid={`standing-${line.currency}`}>
          <Text size="sm" c="dimmed" fw={600}>
            {line.net > 0
              ? t('statement.youOwe')
              : line.net < 0
                ? t('statement.weOwe', { business: data.business.name })
                : t('statement.settled')}
          </Text>
          <MoneyText
            amount={Math.abs(line.net)}
            currency={line.currency}
            fz={32}
            fw={800}
            lh={1.15}
          />
        </Stack>
      ))}
    </Stack>
  );
}

function ItemRow({ item }: { item: Item }) {
  const { t } = useTranslation('portal');
  const formatDate = useDateFormat();
  const money = useFormatMoney();
  return (
    <li data-testid="statement-item">
      <Stack gap={4} py={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge color={TYPE_COLORS[item.type]} variant="light">
                {t(`statement.types.${item.type}`)}
              </Badge>
              {item.overdue && (
                <Badge color="red" variant="light">
                  {t('statement.overdue')}
                </Badge>
              )}
            </Group>
            {item.label && (
              <Text fw={600} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {item.label}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {formatDate(item.date)}
              {item.due_date && ` · ${t('statement.due', { date: formatDate(item.due_date) })}`}
            </Text>
          </Stack>
          <MoneyText amount={item.remaining} currency={item.currency} fw={700} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('statement.amounts', {
            amount: money(item.amount, item.currency),
            paid: money(item.paid, item.currency),
          })}
        </Text>
        {item.payments.map((payment, index) => (
          // Payments carry no id here: the contact sees no more than the amount and the day.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page.
          <Group key={index} justify="space-between" wrap="nowrap" pl="sm">
            <Text size="sm">{t('statement.paidOn', { date: formatDate(payment.date) })}</Text>
            <MoneyText amount={payment.amount} currency={item.currency} size="sm" />
          </Group>
        ))}
      </Stack>
    </li>
  );
}

export function PortalStatementView({ token, data }: Props) {
  const { t } = useTranslation('portal');
  const formatDate = useDateFormat();
  const { business } = data;
  const contact = business.phone ?? business.email;
  const owed = data.totals.some((line) => line.net > 0);
  return (
    <Stack gap="lg" py="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('statement.from', { business: business.name, contact: data.contact_name })}
          </Text>
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={4}>
              <Title order={1} fz="sm" c="dimmed" fw={600}>
                {t('statement.asOf', { date: formatDate(data.as_of, 'long') })}
              </Title>
              <Standing data={data} />
            </Stack>
            <Button
              component="a"
              href={portalStatementPdfUrl(token)}
              download
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              {t('statement.pdf')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {owed && (
        <PayInfo
          business={business}
          accounts={data.bank_accounts}
          qris={data.qris_url}
          reference={null}
        />
      )}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="details">
        <Stack gap="xs">
          <Title order={2} fz="md" id="details">
            {t('statement.details')}
          </Title>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t('statement.nothing', { business: business.name })}</Text>
          ) : (
            <ul className={classes.divided}>
              {data.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items carry no id for the contact.
                <ItemRow key={index} item={item} />
              ))}
            </ul>
          )}
          {contact && !owed && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('statement.questions', { business: business.name, contact })}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
