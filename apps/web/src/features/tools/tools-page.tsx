/**
 * /apps/tools (issue 16): the calculators, one at a time. The chosen one is `?calc=` in the
 * address, so a link or the back button brings it back; an unknown value shows the first.
 */
import { Button, Group, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { BreakEvenCalculator } from './break-even-calculator';
import { CogsCalculator } from './cogs-calculator';
import { DiscountsCalculator } from './discounts-calculator';
import { LoanCalculator } from './loan-calculator';
import { MarginCalculator } from './margin-calculator';
import { PphCalculator } from './pph-calculator';
import { PpnCalculator } from './ppn-calculator';

const CALCULATORS = {
  margin: MarginCalculator,
  cogs: CogsCalculator,
  'break-even': BreakEvenCalculator,
  loan: LoanCalculator,
  ppn: PpnCalculator,
  pph: PphCalculator,
  discounts: DiscountsCalculator,
} satisfies Record<string, ComponentType>;
type CalculatorName = keyof typeof CALCULATORS;
const NAMES = Object.keys(CALCULATORS) as CalculatorName[];
const LABELS: Record<CalculatorName, string> = {
  margin: 'calcs.margin',
  cogs: 'calcs.cogs',
  'break-even': 'calcs.breakEven',
  loan: 'calcs.loan',
  ppn: 'calcs.ppn',
  pph: 'calcs.pph',
  discounts: 'calcs.discounts',
};

const isCalculator = (value: string | null): value is CalculatorName =>
  value !== null && (NAMES as string[]).includes(value);

export function ToolsPage() {
  const { t } = useTranslation('tools');
  const [params] = useSearchParams();
  const wanted = params.get('calc');
  const calc: CalculatorName = isCalculator(wanted) ? wanted : 'margin';
  const Calculator = CALCULATORS[calc];
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <nav aria-label={t('pick')}>
        <Group gap="xs">
          {NAMES.map((name) => (
            <Button
              key={name}
              component={Link}
              to={`?calc=${name}`}
              size="compact-md"
              radius="xl"
              variant={name === calc ? 'filled' : 'default'}
              aria-current={name === calc ? 'page' : undefined}
            >
              {t(LABELS[name])}
            </Button>
          ))}
        </Group>
      </nav>
      {/* A fresh calculator for each choice: its fields start empty. */}
      <Calculator key={calc} />
    </Stack>
  );
}
