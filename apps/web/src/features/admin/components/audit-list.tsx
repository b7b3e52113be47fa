/**
 * The platform's audit log, newest first: who did what, when, why, and what it changed (each
 * field that differs, before → after). One business's lines, or the whole platform's.
 */
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PlatformAuditEntry } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { platformAuditQuery } from '../../../api/admin.queries';
import { IconHistory } from '../../../components/icons';
import { PagedList } from '../../../components/paged-list';

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields the action changed, as `field: before → after`. */
function changes(entry: PlatformAuditEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
}

function AuditLine({ entry }: { entry: PlatformAuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Date(entry.created_at).toLocaleString(
    i18n.language === 'en' ? 'en-GB' : 'id-ID',
    // The platform's own calendar, as useAdminDate shows the days.
    { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' },
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="audit-line">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" radius="sm">
            {t(`audit.actions.${entry.action.replace('.', '_')}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Group>
        <Text size="sm">{t('audit.by', { who: entry.actor_email ?? t('audit.someone') })}</Text>
        <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          “{entry.reason}”
        </Text>
        {changes(entry).length > 0 && (
          <List size="xs" c="dimmed" spacing={2}>
            {changes(entry).map((line) => (
              <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

export function AuditList({ businessId }: { businessId: string | null }) {
  const { t } = useTranslation('admin');
  const pages = useInfiniteQuery(platformAuditQuery(businessId));
  return (
    <PagedList
      pages={pages}
      filtered={false}
      empty={{ icon: IconHistory, title: t('audit.emptyTitle'), body: t('audit.emptyBody') }}
      loadMoreLabel={t('audit.more')}
    >
      {(entries) => (
        <Stack gap="xs">
          {entries.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}
