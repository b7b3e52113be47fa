/**
 * /apps/debtcredit/history/{id}: a record's whole timeline, oldest first — recorded, changed,
 * payments, reminders sent on WhatsApp and the team's reminders before and after the due date,
 * voided — each with who and when (debt-history-words.ts).
 */
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Debt } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { debtHistoryQuery } from '../../api/debts.queries';
import { HistoryTimeline } from '../../components/history-timeline';
import { useFormatMoney } from '../../components/money-text';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/query-state';
import { recordPath } from '../../lib/debt-paths';
import { historyWords } from './debt-history-words';
import { RecordFrame } from './record-frame';

export function HistoryPage() {
  return <RecordFrame>{(debt) => <HistoryView debt={debt} />}</RecordFrame>;
}

function HistoryView({ debt }: { debt: Debt }) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const format = useFormatMoney();
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
      <HistoryTimeline
        items={history.data}
        title={(item) => historyWords(t, item, format, debt.currency)}
        label={t('history.label')}
      />
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
