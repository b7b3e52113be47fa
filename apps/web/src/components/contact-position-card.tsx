/**
 * On a contact's page (a domain widget, layers.test.ts): where the contact and the business
 * stand (`contacts/{id}/position/`: credits, invoices due, debts and the net per currency), the
 * way to their records in Hutang Piutang and, for those who record debts, their statement link.
 * Nothing for a role without `debt.view`.
 */
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ContactPosition } from '@usaha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactPositionQuery } from '../api/debts.queries';
import { useCan } from '../lib/business';
import { contactRecordsPath } from '../lib/debt-paths';
import { IconLink, IconList } from './icons';
import type { NoticeValue } from './notice';
import { PositionFigures } from './position-figures';
import { ListSkeleton, LoadError } from './query-state';
import { StatementLinkModal } from './statement-link-modal';

type Props = {
  contact: { id: string; name: string; phone: string | null };
  onNotice?: (notice: NoticeValue) => void;
};

/** Their records on the side where something is owed: what they owe first. */
function recordsKind(position: ContactPosition | undefined) {
  const rows = position?.currencies ?? [];
  return rows.some((row) => row.credits > 0) || !rows.some((row) => row.payable > 0)
    ? 'credit'
    : 'debt';
}

export function ContactPositionCard({ contact, onNotice }: Props) {
  const canView = useCan('debt.view');
  if (!canView) return null;
  return <PositionCard contact={contact} onNotice={onNotice} />;
}

function PositionCard({ contact, onNotice }: Props) {
  const { t } = useTranslation(['debtcredit', 'errors']);
  const titleId = useId();
  const canManage = useCan('debt.manage');
  const [sharing, setSharing] = useState(false);
  const position = useQuery(contactPositionQuery(contact.id));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('position.title')}
        </Title>
        {position.isPending ? (
          <ListSkeleton rows={1} height={56} />
        ) : position.isError ? (
          <LoadError error={position.error} onRetry={() => void position.refetch()} />
        ) : (
          <PositionFigures position={position.data} name={contact.name} />
        )}
        <Group gap="xs">
          <Button
            component={Link}
            to={contactRecordsPath(contact.id, recordsKind(position.data))}
            variant="default"
            leftSection={<IconList size={18} aria-hidden="true" />}
          >
            {t('position.records')}
          </Button>
          {canManage && (
            <Button
              variant="default"
              leftSection={<IconLink size={18} aria-hidden="true" />}
              onClick={() => setSharing(true)}
            >
              {t('position.statement')}
            </Button>
          )}
        </Group>
      </Stack>
      <StatementLinkModal
        contact={contact}
        opened={sharing}
        onClose={() => setSharing(false)}
        onRevoked={(text) => {
          setSharing(false);
          onNotice?.({ kind: 'success', text });
        }}
      />
    </Card>
  );
}
