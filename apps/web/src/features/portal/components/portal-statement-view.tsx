/**
 * A contact's statement as they open it (`/portal?statement=…`): the business that sent it, for
 * whom and as of when, with the PDF; where the two stand per currency (what the contact owes,
 * what they are owed, the net); then each open credit, debt and unpaid invoice with its payments.
 * Everything in it is the business's or the contact's own text, shown as text, never as markup.
 */
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatPhone, type PortalStatement } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { portalStatementPdfUrl } from '../../../api/debts.api';
import { portalImageUrl } from '../../../api/invoices.api';
import { MONEY_OUT_COLOR, MoneyText } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { StatementItems } from './portal-statement-items';

type Props = { token: string; data: PortalStatement };

const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

export function PortalStatementView({ token, data }: Props) {
  const { t } = useTranslation('portal');
  const formatDate = useDateFormat();
  const { business } = data;
  return (
    <Stack gap="lg" py="md">
      <Card withBorder radius="lg" padding="lg" component="header">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} miw={0} style={{ flex: '1 1 220px' }}>
              {business.logo_url && (
                <Image
                  src={portalImageUrl(business.logo_url)}
                  alt={t('sheet.logo', { name: business.name })}
                  h={48}
                  w="auto"
                  fit="contain"
                  maw={180}
                />
              )}
              <Text fw={700} fz="lg" style={TEXT}>
                {business.name}
              </Text>
              {[business.address, business.phone && formatPhone(business.phone), business.email]
                .filter(Boolean)
                .map((line) => (
                  <Text key={line} size="sm" c="dimmed" style={TEXT}>
                    {line}
                  </Text>
                ))}
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
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('statement.title')}
            </Title>
            <Text fw={600} style={TEXT}>
              {t('statement.for', { name: data.contact_name })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('statement.asOf', { date: formatDate(data.as_of, 'long') })}
            </Text>
          </Stack>
        </Stack>
      </Card>
      <StatementTotals data={data} />
      <StatementItems items={data.items} />
    </Stack>
  );
}

/** Per currency: the net in words and figures, and the two sides it is made of. */
function StatementTotals({ data }: { data: PortalStatement }) {
  const { t } = useTranslation('portal');
  const business = data.business.name;
  if (data.totals.length === 0) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Text fw={600}>{t('statement.square')}</Text>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(data.totals.length, 2) }} spacing="md">
      {data.totals.map((row) => (
        <Card
          key={row.currency}
          withBorder
          radius="lg"
          padding="lg"
          data-testid={`statement-total-${row.currency}`}
        >
          <Stack gap="xs">
            {data.totals.length > 1 && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('statement.currency', { currency: row.currency })}
              </Text>
            )}
            <Text size="sm" fw={600} style={TEXT}>
              {row.net === 0
                ? t('statement.square')
                : t(row.net > 0 ? 'statement.youOwe' : 'statement.owedToYou', { business })}
            </Text>
            {row.net !== 0 && (
              <MoneyText
                amount={Math.abs(row.net)}
                currency={row.currency}
                fw={800}
                fz={{ base: 28, sm: 34 }}
                lh={1.15}
                data-testid="statement-net"
              />
            )}
            <Group gap="lg">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('statement.receivable')}
                </Text>
                <MoneyText amount={row.receivable} currency={row.currency} size="sm" fw={600} />
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('statement.payable')}
                </Text>
                <MoneyText amount={row.payable} currency={row.currency} size="sm" fw={600} />
              </Stack>
            </Group>
            {row.overdue_receivable > 0 && (
              <Text size="xs" style={{ color: MONEY_OUT_COLOR }}>
                {`${t('statement.overdue')}: `}
                <MoneyText amount={row.overdue_receivable} currency={row.currency} span size="xs" />
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
