/**
 * /apps/debtcredit/history/{id}: a record's whole timeline, oldest first — recorded, changed,
 * payments, reminders sent on WhatsApp and the team's reminders before and after the due date,
 * voided — each with who and when (debt-history-words.ts).
 */
import { Card, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Debt } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { debtHistoryQuery } from '../../api/debts.queries';
import { useFormatMoney } from '../../components/money-text';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/query-state';
import { useBusiness } from '../../lib/business';
import { formatTimestamp } from '../../lib/date-format';
import { useMoneyLocale } from '../../lib/locale';
import { historyWords } from './debt-history-words';
import { recordPath } from './debt-status';
import { RecordFrame } from './record-frame';

export function HistoryPage() {
  return <RecordFrame>{(debt) => <HistoryView debt={debt} />}</RecordFrame>;
}

function HistoryView({ debt }: { debt: Debt }) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { timezone } = useBusiness();
  const history = useQuery(debtHistoryQuery(debt.id));
  const kind = t(`record.title.${debt.kind}`);

  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton height={96} />;
  else if (history.isError) {
    body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  } else if (history.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  } else {
    body = (
      <Timeline bulletSize={14} lineWidth={2} aria-label={t('history.label')}>
        {history.data.map((item, index) => (
          <Timeline.Item
            // Two steps may share a second; the list is the server's, in its order.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index tells same-second steps apart.
            key={`${item.created_at}-${item.action}-${index}`}
            title={historyWords(t, item, format, debt.currency)}
            data-testid="history-step"
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

  return (
    <Stack gap="md" maw={640}>
      <title>{`${t('history.title')} · ${debt.contact_name}`}</title>
      <PageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle', { kind, name: debt.contact_name })}
        back={{ to: recordPath(debt), label: t('history.back') }}
      />
      <Card withBorder radius="lg" padding="lg">
        {body}
      </Card>
    </Stack>
  );
}
