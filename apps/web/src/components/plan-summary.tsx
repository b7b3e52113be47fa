/**
 * A plan's price (a month, and a year where it has one) and what it allows: the same words on
 * the subscription page and on the public site's pricing.
 */
import { List, Text } from '@mantine/core';
import { PLAN_LIMIT_NAMES, type Plan } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useMoneyLocale } from '../lib/locale';
import { formatAmount } from './money-text';

export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation('common');
  const locale = useMoneyLocale();
  return (
    <>
      <Text fw={700} fz="xl">
        {plan.monthly_price === 0
          ? t('plans.freeForever')
          : t('plans.perMonth', { price: formatAmount(plan.monthly_price, plan.currency, locale) })}
      </Text>
      {plan.yearly_price > 0 && (
        <Text size="sm" c="dimmed">
          {t('plans.perYear', { price: formatAmount(plan.yearly_price, plan.currency, locale) })}
        </Text>
      )}
      <List size="sm" spacing={4}>
        {PLAN_LIMIT_NAMES.map((limit) => {
          const max = plan.limits[limit];
          return (
            <List.Item key={limit}>
              {max === null
                ? t(`plans.limits.${limit}Unlimited`)
                : t(`plans.limits.${limit}`, { count: max })}
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
