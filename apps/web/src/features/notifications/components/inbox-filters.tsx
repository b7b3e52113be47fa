/** The inbox's filters: which notifications (all, unread, read, archived) and of which type. */
import { Chip, Group, Select } from '@mantine/core';
import { NOTIFICATION_FILTERS, NOTIFICATION_TYPES } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import type { InboxFilter } from '../../../api/notifications.api';
import type { FilterPatch } from '../../../lib/use-url-filter';
import { isInboxStatus, isNotificationType } from '../use-inbox-view';

type InboxFiltersProps = {
  filter: InboxFilter;
  onChange: (patch: FilterPatch<InboxFilter>) => void;
};

export function InboxFilters({ filter, onChange }: InboxFiltersProps) {
  const { t } = useTranslation('notifications');
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Chip.Group
        value={filter.status}
        onChange={(value) =>
          onChange({ status: isInboxStatus(value) && value !== 'all' ? value : null })
        }
      >
        <Group gap={6} role="radiogroup" aria-label={t('filters.status')}>
          {NOTIFICATION_FILTERS.map((status) => (
            <Chip key={status} value={status} type="radio" size="sm">
              {t(`status.${status}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Select
        label={t('filters.type')}
        placeholder={t('filters.allTypes')}
        clearable
        value={filter.type ?? null}
        onChange={(value) => onChange({ type: isNotificationType(value) ? value : null })}
        data={NOTIFICATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
