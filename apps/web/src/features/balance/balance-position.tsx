/**
 * What is owed to the business at the end of the chosen day (sent invoices and open credits),
 * what it owes (open debts, and the PPN in the invoice payments it received, the state's), and
 * the position: cash plus receivables less payables, per currency.
 */
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Balance, BalanceReceivable, Receivable } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText, useFormatMoney } from '../../components/money-text';
import { DEBTS_PATH, OwedToYouLines, ReceivableLines } from '../../components/receivable-lines';

type Props = {
  receivables: BalanceReceivable[];
  payables: Receivable[];
  taxOwed: NonNullable<Balance['tax_owed']>;
  position: NonNullable<Balance['position']>;
  fallbackCurrency: string;
};

const countOf = (lines: Receivable[]) => lines.reduce((sum, item) => sum + item.count, 0);

function OwedCard({
  id,
  title,
  links,
  children,
  hint,
}: {
  id: string;
  title: string;
  links: Array<{ to: string; label: string }>;
  children: React.ReactNode;
  hint: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="md" id={id}>
            {title}
          </Title>
          <Group gap="sm">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" fw={500}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        {children}
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}

/** The PPN received in invoice payments: owed to the state, said apart from the debts. */
function TaxOwed({ taxOwed }: Pick<Props, 'taxOwed'>) {
  const { t } = useTranslation('balance');
  const money = useFormatMoney();
  if (taxOwed.length === 0) return null;
  return (
    <Stack gap={2}>
      {taxOwed.map((item) => (
        <Text key={item.currency} size="sm" fw={500} data-testid={`tax-owed-${item.currency}`}>
          {t('payables.taxOwed', { amount: money(item.amount, item.currency) })}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {t('payables.taxHint')}
      </Text>
    </Stack>
  );
}

export function BalancePosition({
  receivables,
  payables,
  taxOwed,
  position,
  fallbackCurrency,
}: Props) {
  const { t } = useTranslation('balance');
  const money = useFormatMoney();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <OwedCard
          id="receivables"
          title={t('receivables.title')}
          links={[
            { to: '/apps/invoice?status=sent', label: t('receivables.open') },
            { to: DEBTS_PATH, label: t('receivables.credits') },
          ]}
          hint={t('receivables.hint', { count: countOf(receivables) })}
        >
          <OwedToYouLines
            receivables={receivables}
            fallbackCurrency={fallbackCurrency}
            word={(key, params) => t(`receivables.${key}`, params)}
          />
        </OwedCard>
        <OwedCard
          id="payables"
          title={t('payables.title')}
          links={[{ to: DEBTS_PATH, label: t('payables.open') }]}
          hint={t('payables.hint', { count: countOf(payables) })}
        >
          <ReceivableLines
            receivables={payables}
            fallbackCurrency={fallbackCurrency}
            overdueTo={() => DEBTS_PATH}
            overdueText={(item) =>
              t('payables.overdue', {
                count: item.overdue_count,
                amount: money(item.overdue_amount, item.currency),
              })
            }
          />
          <TaxOwed taxOwed={taxOwed} />
        </OwedCard>
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="position">
        <Stack gap="sm">
          <Title order={2} fz="md" id="position">
            {t('position.title')}
          </Title>
          {position.map((line) => (
            <Stack key={line.currency} gap={2} data-testid={`position-${line.currency}`}>
              <MoneyText amount={line.net} currency={line.currency} colored fz={28} fw={700} />
              <Text size="sm" c="dimmed">
                {t(line.tax_owed === 0 ? 'position.parts' : 'position.partsWithTax', {
                  cash: money(line.cash, line.currency),
                  receivables: money(line.receivables, line.currency),
                  payables: money(line.payables, line.currency),
                  tax: money(line.tax_owed, line.currency),
                })}
              </Text>
            </Stack>
          ))}
          {position.length === 0 && (
            <MoneyText amount={0} currency={fallbackCurrency} fz={28} fw={700} />
          )}
          <Text size="xs" c="dimmed">
            {t('position.hint')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
