/**
 * Where a contact and the business stand, per currency (`contacts/{id}/position/`): credits,
 * invoices still due, debts, and the net in words ("Budi owes you Rp 150.000"). Amounts of two
 * currencies are never added.
 */
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContactPosition, PositionFigures as PositionFiguresType } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MONEY_OUT_COLOR, MoneyText, useFormatMoney } from './money-text';

const FIGURES = [
  ['credits', 'position.credits'],
  ['invoices_due', 'position.invoices'],
  ['payable', 'position.payable'],
] as const;
const OVERDUE = [
  ['overdue_receivable', 'totals.overdueReceivable'],
  ['overdue_payable', 'totals.overduePayable'],
] as const;

/** What of the figures is past its due date, owed either way; nothing when none is. */
export function OverdueLines({ figures }: { figures: PositionFiguresType }) {
  const { t } = useTranslation('debtcredit');
  const format = useFormatMoney();
  return OVERDUE.map(
    ([field, key]) =>
      figures[field] > 0 && (
        <Text key={field} size="xs" style={{ color: MONEY_OUT_COLOR }}>
          {t(key, { amount: format(figures[field], figures.currency) })}
        </Text>
      ),
  );
}

export function PositionFigures({ position, name }: { position: ContactPosition; name: string }) {
  const { t } = useTranslation('debtcredit');
  const rows = position.currencies;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('position.square', { name })}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {rows.map((row) => {
        return (
          <Stack gap="xs" key={row.currency} data-testid={`position-${row.currency}`}>
            {rows.length > 1 && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('position.currency', { currency: row.currency })}
              </Text>
            )}
            <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.net === 0
                  ? t('position.net')
                  : t(row.net > 0 ? 'position.owesYou' : 'position.youOwe', { name })}
              </Text>
              <MoneyText
                amount={Math.abs(row.net)}
                currency={row.currency}
                fw={800}
                fz={{ base: 22, sm: 26 }}
                style={row.net < 0 ? { color: MONEY_OUT_COLOR } : undefined}
                data-testid="position-net"
              />
            </Group>
            <SimpleGrid cols={{ base: 3 }} spacing="xs">
              {FIGURES.map(([field, key]) => (
                <Stack key={field} gap={0} miw={0}>
                  <Text size="xs" c="dimmed">
                    {t(key)}
                  </Text>
                  <MoneyText
                    amount={row[field]}
                    currency={row.currency}
                    size="sm"
                    fw={600}
                    style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
                    data-testid={`position-${field}`}
                  />
                </Stack>
              ))}
            </SimpleGrid>
            <OverdueLines figures={row} />
          </Stack>
        );
      })}
    </Stack>
  );
}
