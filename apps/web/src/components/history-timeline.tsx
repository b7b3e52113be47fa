/**
 * A record's timeline, oldest first, as the server lists it (an invoice's, a debt's): each step
 * in the caller's words, with who and when in the business's time zone.
 */
import { Text, Timeline } from '@mantine/core';
import { useBusiness } from '../lib/business';
import { formatTimestamp } from '../lib/date-format';
import { useMoneyLocale } from '../lib/locale';

type Step = { action: string; created_at: string; user_name: string | null };

type Props<T extends Step> = {
  items: T[];
  title: (item: T) => string;
  label?: string;
};

export function HistoryTimeline<T extends Step>({ items, title, label }: Props<T>) {
  const locale = useMoneyLocale();
  const { timezone } = useBusiness();
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={label}>
      {items.map((item, index) => (
        <Timeline.Item
          // Two steps may share a second; the list is the server's, in its order, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index tells same-second steps apart.
          key={`${item.created_at}-${item.action}-${index}`}
          title={title(item)}
          data-testid="timeline-step"
        >
          <Text size="xs" c="dimmed">
            {[item.user_name, formatTimestamp(item.created_at, locale, timezone)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
