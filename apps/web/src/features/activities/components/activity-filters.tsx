/** The audit log's filters: who (when the team list may be read), what, which record, which days. */
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityFilter } from '../../../api/activity.api';
import { facetsQuery } from '../../../api/activity.queries';
import { membersQuery } from '../../../api/team.queries';
import { DateField } from '../../../components/date-field';
import type { FilterPatch } from '../../../lib/use-url-filter';
import { useActivityText } from '../activity-text';

type ActivityFiltersProps = {
  filter: ActivityFilter;
  onChange: (patch: FilterPatch<ActivityFilter>) => void;
  onClear: () => void;
  /** The member filter needs the team list (team.view); without it the filter is not offered. */
  canSeeTeam: boolean;
};

/** A Select's choices, with the one in the URL kept even if the list no longer has it. */
function withCurrent(choices: { value: string; label: string }[], current: string | undefined) {
  if (!current || choices.some((choice) => choice.value === current)) return choices;
  return [...choices, { value: current, label: current }];
}

export function ActivityFilters({ filter, onChange, onClear, canSeeTeam }: ActivityFiltersProps) {
  const { t } = useTranslation('activities');
  const text = useActivityText();
  const facets = useQuery(facetsQuery());
  // The team page's own query (one cache entry for the member list, whichever page asks first).
  const members = useInfiniteQuery({ ...membersQuery(), enabled: canSeeTeam });
  const active = Object.values(filter).some(Boolean);
  const select = { clearable: true, comboboxProps: { withinPortal: true } };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SimpleGrid cols={{ base: 2, md: canSeeTeam ? 5 : 4 }} spacing="sm" style={{ flex: 1 }}>
        {canSeeTeam && (
          <Select
            {...select}
            label={t('filters.member')}
            placeholder={t('filters.anyone')}
            searchable
            value={filter.user_id ?? null}
            onChange={(value) => onChange({ user_id: value })}
            data={withCurrent(
              (members.data?.pages.flatMap((page) => page.data) ?? []).map((member) => ({
                value: member.user_id,
                label: member.full_name || member.username,
              })),
              filter.user_id,
            )}
          />
        )}
        <Select
          {...select}
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          searchable
          value={filter.action ?? null}
          onChange={(value) => onChange({ action: value })}
          data={withCurrent(
            (facets.data?.actions ?? []).map((action) => ({
              value: action,
              label: text.actionLabel(action),
            })),
            filter.action,
          )}
        />
        <Select
          {...select}
          label={t('filters.entity')}
          placeholder={t('filters.anyEntity')}
          value={filter.entity_type ?? null}
          onChange={(value) => onChange({ entity_type: value })}
          data={withCurrent(
            (facets.data?.entity_types ?? []).map((type) => ({
              value: type,
              label: text.entityLabel(type),
            })),
            filter.entity_type,
          )}
        />
        <DateField
          label={t('filters.from')}
          value={filter.from ?? ''}
          max={filter.to ?? undefined}
          onChange={(from) => onChange({ from: from || null })}
        />
        <DateField
          label={t('filters.to')}
          value={filter.to ?? ''}
          min={filter.from ?? undefined}
          onChange={(to) => onChange({ to: to || null })}
        />
      </SimpleGrid>
      {active && (
        <Button variant="subtle" onClick={onClear}>
          {t('common:clearFilters')}
        </Button>
      )}
    </Group>
  );
}
