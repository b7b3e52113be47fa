/**
 * An invoice's lines: a table where there is room; on a phone, each line as a short block
 * (description, quantity × price, its amount). The amount is after the line's own discount, so
 * the lines add up to the subtotal.
 */
import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PortalInvoice } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { basisPointsToPercent, thousandthsToText } from '../lib/decimal-text';
import { useMoneyLocale } from '../lib/locale';
import { MoneyText, useFormatMoney } from './money-text';

type Line = PortalInvoice['invoice']['lines'][number];

type Props = { lines: Line[]; currency: string; pricesIncludeTax: boolean };

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

function useLineText(currency: string) {
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  return {
    price: (line: Line) => format(line.unit_price, currency),
    quantity: (line: Line) =>
      [thousandthsToText(line.quantity, locale), line.unit].filter(Boolean).join(' '),
    discount: (line: Line) => {
      if (!line.discount || line.discount_amount === 0) return null;
      const amount = format(line.discount_amount, currency);
      return line.discount.type === 'percent'
        ? `${basisPointsToPercent(line.discount.value, locale)}% (${amount})`
        : amount;
    },
    tax: (line: Line) =>
      line.tax_rate > 0 ? `${basisPointsToPercent(line.tax_rate, locale)}%` : '—',
  };
}

export function InvoiceSheetLines({ lines, currency, pricesIncludeTax }: Props) {
  const { t } = useTranslation('portal');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const text = useLineText(currency);
  const withDiscount = lines.some((line) => line.discount_amount > 0);
  const withTax = lines.some((line) => line.tax_rate > 0);
  const net = (line: Line) => line.amount - line.discount_amount;
  const priceNote = withTax
    ? t(pricesIncludeTax ? 'sheet.pricesInclusive' : 'sheet.pricesExclusive')
    : null;

  if (!wide) {
    return (
      <Stack
        gap={0}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('sheet.lines')}
      >
        {lines.map((line) => (
          <li
            key={line.id}
            data-testid="sheet-line"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={500} style={WRAP}>
                  {line.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sheet.qtyTimesPrice', {
                    quantity: text.quantity(line),
                    price: text.price(line),
                  })}
                </Text>
                {text.discount(line) && (
                  <Text size="xs" c="dimmed">
                    {t('sheet.lineDiscount', { discount: text.discount(line) })}
                  </Text>
                )}
                {line.tax_rate > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('sheet.lineTax', { rate: text.tax(line) })}
                  </Text>
                )}
              </Stack>
              <MoneyText amount={net(line)} currency={currency} size="sm" fw={600} />
            </Group>
          </li>
        ))}
        {priceNote && (
          <Text size="xs" c="dimmed" pt={4}>
            {priceNote}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <Table verticalSpacing="xs" aria-label={t('sheet.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sheet.description')}</Table.Th>
            <Table.Th ta="right">{t('sheet.quantity')}</Table.Th>
            <Table.Th ta="right">{t('sheet.unitPrice')}</Table.Th>
            {withDiscount && <Table.Th ta="right">{t('sheet.discount')}</Table.Th>}
            {withTax && <Table.Th ta="right">{t('sheet.tax')}</Table.Th>}
            <Table.Th ta="right">{t('sheet.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid="sheet-line">
              <Table.Td style={WRAP}>{line.description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {text.quantity(line)}
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={line.unit_price} currency={currency} size="sm" span />
              </Table.Td>
              {withDiscount && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {text.discount(line) ?? '—'}
                </Table.Td>
              )}
              {withTax && <Table.Td ta="right">{text.tax(line)}</Table.Td>}
              <Table.Td ta="right">
                <MoneyText amount={net(line)} currency={currency} size="sm" fw={600} span />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {priceNote && (
        <Text size="xs" c="dimmed">
          {priceNote}
        </Text>
      )}
    </Stack>
  );
}
