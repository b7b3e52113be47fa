/** The plans side by side: prices a month and a year, what each allows, and the way to pay. */
import { Badge, Button, Card, Group, Menu, SimpleGrid, Stack, Title } from '@mantine/core';
import type { BillingInterval, PaymentProviderName, Plan, PlanCode } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconBuildingBank } from '../../../components/icons';
import { formatAmount } from '../../../components/money-text';
import { PlanSummary } from '../../../components/plan-summary';
import { useMoneyLocale } from '../../../lib/locale';

type Props = {
  plans: Plan[];
  current: PlanCode | null;
  /** The checkout asked for, while it is on its way: `plan:interval` or `plan:interval:manual`. */
  busy: string | null;
  /** The ways to pay the server offers; a bank transfer gets buttons of its own. */
  providers: readonly PaymentProviderName[];
  /** Null: the caller may not pay (the buttons are left out). */
  onChoose:
    | ((plan: PlanCode, interval: BillingInterval, provider?: PaymentProviderName) => void)
    | null;
};

const INTERVALS = ['monthly', 'yearly'] as const;

export function PlanCards({ plans, current, busy, providers, onChoose }: Props) {
  const { t } = useTranslation('settings');
  const online = providers.some((provider) => provider !== 'manual');
  const transfer = providers.includes('manual');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {plans.map((plan) => (
        <Card
          key={plan.code}
          withBorder
          radius="lg"
          padding="lg"
          data-testid="plan"
          style={plan.code === current ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Title order={3} fz="md">
                {plan.name}
              </Title>
              {plan.code === current && (
                <Badge color="teal" variant="light" radius="sm">
                  {t('subscription.yourPlan')}
                </Badge>
              )}
            </Group>
            <PlanSummary plan={plan} />
            {onChoose && plan.monthly_price > 0 && (
              <Stack gap="xs" mt="auto">
                {online &&
                  INTERVALS.map((interval) => (
                    <Button
                      key={interval}
                      variant={interval === 'monthly' ? 'filled' : 'light'}
                      fullWidth
                      loading={busy === `${plan.code}:${interval}`}
                      disabled={busy !== null && busy !== `${plan.code}:${interval}`}
                      onClick={() => onChoose(plan.code, interval)}
                    >
                      {t(`subscription.pay.${interval}`, { plan: plan.name })}
                    </Button>
                  ))}
                {transfer && (
                  <TransferChoice
                    plan={plan}
                    busy={busy}
                    primary={!online}
                    onChoose={(interval) => onChoose(plan.code, interval, 'manual')}
                  />
                )}
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Paying by bank transfer: a menu of the two periods with their prices. */
function TransferChoice({
  plan,
  busy,
  primary,
  onChoose,
}: {
  plan: Plan;
  busy: string | null;
  primary: boolean;
  onChoose: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation('settings');
  const locale = useMoneyLocale();
  const mine = busy?.startsWith(`${plan.code}:`) && busy.endsWith(':manual');
  return (
    <Menu position="bottom" withinPortal>
      <Menu.Target>
        <Button
          variant={primary ? 'filled' : 'subtle'}
          fullWidth
          leftSection={<IconBuildingBank size={16} />}
          loading={mine}
          disabled={busy !== null && !mine}
        >
          {t('subscription.pay.transfer')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {INTERVALS.map((interval) => (
          <Menu.Item key={interval} onClick={() => onChoose(interval)}>
            {t(`subscription.pay.transfer_${interval}`, {
              price: formatAmount(
                interval === 'monthly' ? plan.monthly_price : plan.yearly_price,
                plan.currency,
                locale,
              ),
            })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
