/** An invoice's state in one word and one colour (invoice-status.ts). */
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ShownStatus, STATUS_COLORS } from '../invoice-status';

export function InvoiceStatusBadge({ status, ...rest }: { status: ShownStatus } & BadgeProps) {
  const { t } = useTranslation('invoices');
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
