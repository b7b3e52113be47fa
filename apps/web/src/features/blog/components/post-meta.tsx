import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';

/** When a post appeared, how long it takes to read, and by whom. */
export function PostMeta({
  publishedAt,
  minutes,
  author,
}: {
  publishedAt: string;
  minutes: number;
  author?: string | null;
}) {
  const { t } = useTranslation('blog');
  const locale = useMoneyLocale();
  return (
    <Group gap={6} wrap="wrap">
      {author ? (
        <Text size="sm" c="dimmed">
          {author} ·
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" component="time" dateTime={publishedAt}>
        {formatLongDate(publishedAt, locale)}
      </Text>
      <Text size="sm" c="dimmed">
        · {t('readingTime', { count: minutes })}
      </Text>
    </Group>
  );
}
