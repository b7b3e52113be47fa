/**
 * What to do about a plan's limit (issue 17): beside a PLAN_LIMIT message, the way to a bigger
 * plan for those who manage billing, or whom to ask for the others. Nothing for other errors.
 */
import { Anchor, Text } from '@mantine/core';
import { AppError } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../lib/business';

export const SUBSCRIPTION_PAGE = '/apps/settings/subscription';

export function isPlanLimit(error: unknown): boolean {
  return error instanceof AppError && error.code === 'PLAN_LIMIT';
}

/** The link (or the hint) itself, for a message already on screen. */
export function UpgradeAction() {
  const { t } = useTranslation();
  const canPay = useCan('billing.manage');
  if (!canPay) {
    return (
      <Text component="span" size="sm" fw={600}>
        {t('planLimit.askOwner')}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={SUBSCRIPTION_PAGE} size="sm" fw={600}>
      {t('planLimit.upgrade')}
    </Anchor>
  );
}

export function PlanLimitAction({ error }: { error: unknown }) {
  return isPlanLimit(error) ? <UpgradeAction /> : null;
}

/** The action after a sentence already on screen, a space apart; nothing when `show` is false. */
export function UpgradeAfter({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <>
      {' '}
      <UpgradeAction />
    </>
  );
}
