/** Step 4: what was imported, with the one-click undo ("Batalkan impor"). */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Cashbook } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { IconArrowBackUp, IconCircleCheck } from '../../../components/icons';
import { useFormatMoney } from '../../../components/money-text';
import type { ImportWizardState } from './use-import-wizard';

type Props = {
  wizard: ImportWizardState;
  book: Cashbook | undefined;
  canUndo: boolean;
  onShowEntries: (importedBookId: string) => void;
  onClose: () => void;
};

export function ImportDoneStep({ wizard, book, canUndo, onShowEntries, onClose }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const format = useFormatMoney();
  const result = wizard.result;
  if (!result) return null;
  const currency = book?.currency ?? wizard.preview?.currency ?? 'IDR';

  if (result.undone_at) {
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light" icon={<IconArrowBackUp size={18} />} role="status">
          {t('import.done.undone', { count: result.row_count })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('import.done.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={t('import.done.title')}
        role="status"
      >
        <Stack gap={4}>
          <Text size="sm" data-testid="import-result">
            {t('import.done.imported', { count: result.row_count, book: book?.name ?? '' })}
          </Text>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('import.done.totals', {
              in: format(result.total_in, currency),
              out: format(result.total_out, currency),
            })}
          </Text>
          {result.skipped > 0 && (
            <Text size="sm">{t('import.done.skipped', { count: result.skipped })}</Text>
          )}
        </Stack>
      </Alert>
      {wizard.undoing.error && <ErrorAlert error={wizard.undoing.error} />}
      <Group justify="space-between">
        {canUndo ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
            loading={wizard.undoing.isPending}
            onClick={wizard.undo}
          >
            {t('imports.undo')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={() => onShowEntries(result.cashbook_id)}>
            {t('import.done.show')}
          </Button>
          <Button onClick={onClose}>{t('import.done.close')}</Button>
        </Group>
      </Group>
    </Stack>
  );
}
