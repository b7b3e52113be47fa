/** How the admin area shows a plan, a subscription's status, and a moment (in the staff's language). */
import { Badge } from '@mantine/core';
import type { PlanCode, SubscriptionStatus } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUS_COLORS as STATUS_COLORS } from '../../../components/subscription-status-colors';
import classes from './subscription-badges.module.css';

const PLAN_COLORS: Record<PlanCode, string> = { gratis: 'gray', pro: 'teal', bisnis: 'grape' };
/** A light badge whose text stays readable in every tint (orange and grape are darkened). */
export function TintBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" radius="sm" className={classes.badge} data-tint={color}>
      {children}
    </Badge>
  );
}

export function PlanBadge({ plan }: { plan: PlanCode }) {
  const { t } = useTranslation('admin');
  return <TintBadge color={PLAN_COLORS[plan]}>{t(`plans.${plan}`)}</TintBadge>;
}

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A moment as a day, in the staff member's language (the platform's own calendar: Jakarta). */
export function useAdminDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });
}
