/**
 * "Catat sebagai transaksi": a calculator's result opens the new-entry page filled in (money in
 * or out, the amount, a description), for whoever may record entries; nothing is saved until the
 * person saves it there.
 */
import { Button } from '@mantine/core';
import type { Direction } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/business';
import { newEntryPath } from '../../lib/entry-presets';

/** The transaction a result stands for. */
export type EntryDraft = { direction: Direction; amount: number; description: string };

export function RecordAsEntry({ entry }: { entry: EntryDraft }) {
  const { t } = useTranslation('tools');
  const canRecord = useCan('transaction.create');
  if (!canRecord || entry.amount <= 0) return null;
  return (
    <Button component={Link} to={newEntryPath(entry)} variant="default">
      {t(entry.direction === 'in' ? 'entry.recordIn' : 'entry.recordOut')}
    </Button>
  );
}
