/** Who changed an entry and what changed, from the activity log (empty until the server has it). */
import { Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EntryHistoryItem } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { entryHistoryQuery } from '../../../api/entries.queries';
import type { Lookup } from '../../../components/entry-parts';
import { IconHistory } from '../../../components/icons';
import { useFormatMoney } from '../../../components/money-text';
import { LoadError } from '../../../components/query-state';
import { formatBusinessDate } from '../../../lib/business';
import { formatTimestamp } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';

/** The fields a person recognises, in the order they read them. */
const FIELDS = [
  'amount',
  'direction',
  'date',
  'category_id',
  'cashbook_id',
  'description',
  'reference',
] as const;
type Field = (typeof FIELDS)[number];

type Snapshot = Record<string, unknown>;

function asSnapshot(value: unknown): Snapshot | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Snapshot)
    : null;
}

/** The fields an update changed, each with its value before and after. */
export function changes(
  item: EntryHistoryItem,
): { field: Field; before: unknown; after: unknown }[] {
  const before = asSnapshot(item.before);
  const after = asSnapshot(item.after);
  if (!before || !after) return [];
  return FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  ).map((field) => ({ field, before: before[field], after: after[field] }));
}

type Props = { entryId: string; currency: string; lookup: Lookup; timeZone: string };

export function EntryHistory({ entryId, currency, lookup, timeZone }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const history = useQuery(entryHistoryQuery(entryId));

  /** Words for what happened: an action the page has no words for reads "Changed", never a code. */
  function historyTitle(action: string): string {
    const key = action.replace(/^entry\./, '').replace('.', '_');
    return t(`history.actions.${key}`, { defaultValue: t('history.actions.update') });
  }

  function show(field: Field, value: unknown): string {
    if (value === null || value === undefined || value === '') return '—';
    switch (field) {
      case 'amount':
        return typeof value === 'number' ? format(value, currency) : String(value);
      case 'direction':
        return t(`direction.${value === 'in' ? 'in' : 'out'}`);
      case 'date':
        return formatBusinessDate(String(value), locale);
      case 'category_id':
        return lookup.categories.get(String(value))?.name ?? '—';
      case 'cashbook_id':
        return lookup.books.get(String(value))?.name ?? '—';
      case 'description':
      case 'reference':
        return String(value);
      default: {
        const exhaustive: never = field;
        return String(exhaustive);
      }
    }
  }

  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton height={48} />;
  else if (history.isError) body = <LoadError error={history.error} />;
  else if (!history.data || history.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="history-empty">
        {t('history.empty')}
      </Text>
    );
  } else {
    body = (
      <Timeline bulletSize={14} lineWidth={2}>
        {history.data.map((item) => (
          <Timeline.Item
            key={`${item.created_at}-${item.action}`}
            title={historyTitle(item.action)}
          >
            <Text size="xs" c="dimmed">
              {[item.user_name, formatTimestamp(item.created_at, locale, timeZone)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {changes(item).map(({ field, before, after }) => (
              <Text size="sm" key={field} style={{ overflowWrap: 'anywhere' }}>
                {t('history.change', {
                  field: t(`history.fields.${field}`),
                  before: show(field, before),
                  after: show(field, after),
                })}
              </Text>
            ))}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="history">
      <Stack gap="md">
        <Group gap="xs">
          <IconHistory size={18} aria-hidden="true" />
          <Title order={2} fz="md" id="history">
            {t('history.title')}
          </Title>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
