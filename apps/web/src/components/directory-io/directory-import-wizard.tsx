/** An import (contacts, products, notes), step by step in one dialog (full screen on phones). */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../form-alert';
import { PhoneSheet } from '../phone-sheet';
import { ImportFileStep } from './import-file-step';
import type { ImportKind } from './import-kind';
import { ImportPreviewStep } from './import-preview-step';
import { type ImportStep, useDirectoryImport } from './use-directory-import';

export type DirectoryImportWizardProps = {
  kind: ImportKind;
  opened: boolean;
  onClose: () => void;
  /** Called once the rows are saved, e.g. to refetch the list. */
  onImported: () => void;
};

const STEP_NUMBER: Record<ImportStep, number> = { file: 1, preview: 2, done: 3 };

function WizardBody({ kind, onClose, onImported }: DirectoryImportWizardProps) {
  const { t } = useTranslation(['directory', ...kind.namespaces]);
  const wizard = useDirectoryImport(kind, onImported);
  const { step, preview } = wizard;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('import.step', { number: STEP_NUMBER[step], total: 3, name: t(`import.steps.${step}`) })}
        {wizard.file && step !== 'file' ? ` · ${wizard.file.name}` : ''}
      </Text>
      {step === 'file' && <ImportFileStep wizard={wizard} onCancel={onClose} />}
      {step === 'preview' && preview && <ImportPreviewStep wizard={wizard} preview={preview} />}
      {step === 'done' && (
        <>
          <FormAlert kind="success">
            <span data-testid="import-result">
              {t(kind.words.done, { count: wizard.imported ?? 0 })}
            </span>
          </FormAlert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('import.done.close')}</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function DirectoryImportWizard(props: DirectoryImportWizardProps) {
  const { t } = useTranslation(['directory', ...props.kind.namespaces]);
  return (
    <PhoneSheet
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.kind.words.title)}
      size="xl"
      closeOnClickOutside={false}
    >
      {/* Mounted only while open: each opening starts a fresh import. */}
      {props.opened && <WizardBody {...props} />}
    </PhoneSheet>
  );
}
