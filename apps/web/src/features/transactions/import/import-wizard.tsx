/** The bank-statement import, step by step in one dialog (full screen on phones). */
import { Stack, Text } from '@mantine/core';
import type { Cashbook } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { PhoneSheet } from '../../../components/phone-sheet';
import { ImportDoneStep } from './import-done-step';
import { ImportFileStep } from './import-file-step';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { useImportWizard, type WizardStep } from './use-import-wizard';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Books that can take entries (not archived). */
  books: Cashbook[];
  /** The book to suggest (the list's filter), if any. */
  initialCashbookId?: string | null;
  canUndo: boolean;
  onShowEntries: (cashbookId: string) => void;
};

const STEP_NUMBER: Record<WizardStep, number> = { file: 1, mapping: 2, preview: 3, done: 4 };

function WizardBody({ books, initialCashbookId, canUndo, onShowEntries, onClose }: Props) {
  const { t } = useTranslation('transactions');
  const only = books.length === 1 ? books[0]?.id : undefined;
  const wizard = useImportWizard(initialCashbookId ?? only ?? null);
  const book = books.find((candidate) => candidate.id === wizard.cashbookId);
  const { step, preview, mapping } = wizard;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('import.step', { number: STEP_NUMBER[step], total: 4, name: t(`import.steps.${step}`) })}
        {wizard.file && step !== 'file' ? ` · ${wizard.file.name}` : ''}
      </Text>
      {step === 'file' && <ImportFileStep wizard={wizard} books={books} onCancel={onClose} />}
      {step === 'mapping' && mapping && (
        // A new preview (another delimiter or header) starts the form from what it used.
        <ImportMappingStep key={JSON.stringify(mapping)} wizard={wizard} mapping={mapping} />
      )}
      {step === 'preview' && preview && <ImportPreviewStep wizard={wizard} preview={preview} />}
      {step === 'done' && (
        <ImportDoneStep
          wizard={wizard}
          book={book}
          canUndo={canUndo}
          onShowEntries={onShowEntries}
          onClose={onClose}
        />
      )}
    </Stack>
  );
}

export function ImportWizard(props: Props) {
  const { t } = useTranslation('transactions');
  return (
    <PhoneSheet
      opened={props.opened}
      onClose={props.onClose}
      title={t('import.title')}
      size="xl"
      closeOnClickOutside={false}
    >
      {/* Mounted only while open: each opening starts a fresh import. */}
      {props.opened && <WizardBody {...props} />}
    </PhoneSheet>
  );
}
