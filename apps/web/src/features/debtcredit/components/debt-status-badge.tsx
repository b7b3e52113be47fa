/** A record's state in one word and one colour (debt-status.ts). */
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ShownStatus, STATUS_COLORS } from '../debt-status';

export function DebtStatusBadge({ status, ...rest }: { status: ShownStatus } & BadgeProps) {
  const { t } = useTranslation('debtcredit');
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant={status === 'void' ? 'outline' : 'light'}
      data-status={status}
      {...rest}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
