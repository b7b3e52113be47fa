/** Loan instalments, flat or effective (annuity), with the month-by-month schedule. */
import { SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { effectiveLoan, flatLoan, type LoanPlan } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { ScrollRegion } from '../../components/scroll-region';
import {
  attempt,
  type Figure,
  ModeSwitch,
  PercentField,
  ResultCard,
  readPercent,
  useFigures,
} from './tool-parts';

type Method = 'flat' | 'effective';

/** Whole months 1–360; null when empty, NaN when not such a number. */
function readMonths(text: string): number | null {
  if (!text.trim()) return null;
  const months = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return months >= 1 && months <= 360 ? months : Number.NaN;
}

function Schedule({ plan }: { plan: LoanPlan }) {
  const { t } = useTranslation('tools');
  const { money } = useFigures();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('results.schedule')}
      </Title>
      {/* On a phone the table scrolls sideways inside itself; the page never does. */}
      <ScrollRegion label={t('results.schedule')} minWidth={520}>
        <Table striped style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.month')}</Table.Th>
              <Table.Th ta="right">{t('results.payment')}</Table.Th>
              <Table.Th ta="right">{t('results.principal')}</Table.Th>
              <Table.Th ta="right">{t('results.interest')}</Table.Th>
              <Table.Th ta="right">{t('results.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.schedule.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Td>{row.month}</Table.Td>
                <Table.Td ta="right">{money(row.payment)}</Table.Td>
                <Table.Td ta="right">{money(row.principal)}</Table.Td>
                <Table.Td ta="right">{money(row.interest)}</Table.Td>
                <Table.Td ta="right">{money(row.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

export function LoanCalculator() {
  const { t } = useTranslation('tools');
  const { currency, money, percent } = useFigures();
  const [principal, setPrincipal] = useState<number | null>(null);
  const [rateText, setRateText] = useState('');
  const [monthsText, setMonthsText] = useState('');
  const [method, setMethod] = useState<Method>('effective');
  const rate = readPercent(rateText);
  const months = readMonths(monthsText);
  const monthsError = Number.isNaN(months) ? t('errors.months') : undefined;

  const plan =
    principal !== null && rate.points !== null && months !== null && !Number.isNaN(months)
      ? attempt(() =>
          (method === 'flat' ? flatLoan : effectiveLoan)({
            principal,
            yearly_rate: rate.points ?? 0,
            months,
          }),
        )
      : null;

  const inputs: Figure[] = [
    { label: t('fields.principal'), value: money(principal ?? 0) },
    { label: t('fields.yearlyRate'), value: percent(rate.points) },
    { label: t('fields.months'), value: String(months ?? '') },
    { label: t('fields.method'), value: t(`fields.${method}`) },
  ];
  const results: Figure[] | null = plan
    ? [
        { label: t('results.payment'), value: money(plan.payment) },
        { label: t('results.totalInterest'), value: money(plan.total_interest) },
        { label: t('results.totalPaid'), value: money(plan.total_paid) },
      ]
    : null;

  return (
    <Stack gap="md">
      <ModeSwitch
        label={t('fields.method')}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'effective', label: t('fields.effective') },
          { value: 'flat', label: t('fields.flat') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <AmountInput
          label={t('fields.principal')}
          currency={currency}
          value={principal}
          onChange={setPrincipal}
        />
        <PercentField
          label={t('fields.yearlyRate')}
          value={rateText}
          onChange={setRateText}
          error={rate.invalid ? t('errors.percent') : undefined}
        />
        <TextInput
          label={t('fields.months')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={monthsText}
          onChange={(event) => setMonthsText(event.currentTarget.value)}
          error={monthsError}
        />
      </SimpleGrid>
      <ResultCard
        name={t('calcs.loan')}
        inputs={inputs}
        results={results}
        entry={plan && { direction: 'out', amount: plan.payment, description: t('calcs.loan') }}
      >
        {plan ? <Schedule plan={plan} /> : null}
      </ResultCard>
    </Stack>
  );
}
