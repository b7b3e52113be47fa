import { ActionIcon, Group, Menu, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { Cashbook, Transfer } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import {
  IconArrowsLeftRight,
  IconChevronRight,
  IconDotsVertical,
  IconPencil,
  IconTrash,
} from '../../../components/icons';
import { MoneyText, useFormatMoney } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';

type TransferRowProps = {
  transfer: Transfer;
  from: Cashbook | undefined;
  to: Cashbook | undefined;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

export function TransferRow({
  transfer,
  from,
  to,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: TransferRowProps) {
  const { t } = useTranslation('cashbook');
  const formatMoney = useFormatMoney();
  const formatDate = useDateFormat();
  const fromName = from?.name ?? t('transfers.unknownBook');
  const toName = to?.name ?? t('transfers.unknownBook');
  const fromCurrency = from?.currency ?? 'IDR';
  const toCurrency = to?.currency ?? fromCurrency;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" px="md" py="sm" data-testid="transfer-row">
      <ThemeIcon size={36} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconArrowsLeftRight size={20} />
      </ThemeIcon>
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <VisuallyHidden>{t('transfers.route', { from: fromName, to: toName })}</VisuallyHidden>
          <Group gap={4} wrap="wrap" aria-hidden="true" miw={0}>
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fromName}
            </Text>
            <IconChevronRight size={14} />
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {toName}
            </Text>
          </Group>
          {(canEdit || canDelete) && (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('transfers.actions', { from: fromName, to: toName })}
                >
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canEdit && (
                  <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                    {t('transfers.edit')}
                  </Menu.Item>
                )}
                {canDelete && (
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('transfers.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {formatDate(transfer.date)}
            {transfer.note ? ` · ${transfer.note}` : ''}
          </Text>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <MoneyText
              amount={transfer.amount_sent}
              currency={fromCurrency}
              fw={600}
              data-testid="transfer-amount"
            />
            {toCurrency !== fromCurrency && (
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('transfers.received', {
                  amount: formatMoney(transfer.amount_received, toCurrency),
                })}
              </Text>
            )}
            {transfer.fee > 0 && (
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('transfers.feeLabel', { amount: formatMoney(transfer.fee, fromCurrency) })}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Group>
  );
}
