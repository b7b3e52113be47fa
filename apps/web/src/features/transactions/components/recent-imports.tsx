/** The last bank-statement imports, each with one-click undo (confirmed in undo-import-modal.tsx). */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Cashbook, StatementImport } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importsQuery } from '../../../api/imports.queries';
import { IconArrowBackUp, IconFileImport } from '../../../components/icons';
import { useFormatMoney } from '../../../components/money-text';
import { formatTimestamp } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { UndoImportModal } from './undo-import-modal';

type Props = { books: Map<string, Cashbook>; canUndo: boolean; timeZone: string };

function ImportRow({
  item,
  book,
  canUndo,
  onUndo,
  timeZone,
}: {
  item: StatementImport;
  book: Cashbook | undefined;
  canUndo: boolean;
  onUndo: () => void;
  timeZone: string;
}) {
  const { t } = useTranslation('transactions');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const currency = book?.currency ?? 'IDR';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="import-row">
      <Stack gap={2} miw={0} flex={1}>
        <Text fw={500} size="sm" truncate>
          {item.filename}
        </Text>
        <Text size="xs" c="dimmed">
          {[book?.name, formatTimestamp(item.created_at, locale, timeZone)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('imports.summary', {
            count: item.row_count,
            in: format(item.total_in, currency),
            out: format(item.total_out, currency),
          })}
        </Text>
      </Stack>
      {item.undone_at ? (
        <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
          {t('imports.undone')}
        </Badge>
      ) : (
        canUndo && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
            onClick={onUndo}
            style={{ flexShrink: 0 }}
            aria-label={t('imports.undoNamed', { name: item.filename })}
          >
            {t('imports.undo')}
          </Button>
        )
      )}
    </Group>
  );
}

export function RecentImports({ books, canUndo, timeZone }: Props) {
  const { t } = useTranslation('transactions');
  const imports = useQuery(importsQuery());
  const [target, setTarget] = useState<StatementImport | null>(null);

  // A fresh business has no imports: nothing to show, and an error here must not hide the list.
  if (!imports.data || imports.data.length === 0) return null;

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="recent-imports">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileImport size={18} aria-hidden="true" />
          <Title order={2} fz="md" id="recent-imports">
            {t('imports.title')}
          </Title>
        </Group>
        {imports.data.slice(0, 5).map((item) => (
          <ImportRow
            key={item.id}
            item={item}
            book={books.get(item.cashbook_id)}
            canUndo={canUndo}
            onUndo={() => setTarget(item)}
            timeZone={timeZone}
          />
        ))}
      </Stack>
      <UndoImportModal item={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
