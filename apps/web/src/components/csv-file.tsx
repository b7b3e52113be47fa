/**
 * A CSV file (or, where the import takes one, an XLSX workbook) picked for an import and read in
 * the browser: its size checked before reading, an empty or unreadable file refused with the
 * caller's words. Shared by every import wizard.
 */
import { Button, FileInput, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';
import { IconFileSpreadsheet } from './icons';

export type CsvFileMessages = { tooLarge: string; empty: string; unreadable: string };
/** `csv`: the file's text; `xlsx`: the workbook's bytes in base64. */
export type ReadCsv = { name: string; content: string; format: 'csv' | 'xlsx' };

const CSV_TYPES = '.csv,text/csv,text/plain';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isWorkbook = (file: File) => file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name);

/** Bytes as base64, a slice at a time (one call with millions of arguments would overflow). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

async function contentOf(file: File, xlsx: boolean): Promise<Omit<ReadCsv, 'name'>> {
  if (xlsx && isWorkbook(file)) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { content: bytes.length === 0 ? '' : base64Of(bytes), format: 'xlsx' };
  }
  return { content: await file.text(), format: 'csv' };
}

export function useCsvFile(
  maxBytes: number,
  messages: CsvFileMessages,
  options: { xlsx?: boolean } = {},
) {
  const xlsx = options.xlsx ?? false;
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  /** The picked file's content, or null with the reason shown on the field. */
  async function read(): Promise<ReadCsv | null> {
    if (!picked) return null;
    if (picked.size > maxBytes) {
      setError(messages.tooLarge);
      return null;
    }
    setReading(true);
    try {
      const { content, format } = await contentOf(picked, xlsx);
      if (!content.trim()) {
        setError(messages.empty);
        return null;
      }
      setError(null);
      return { name: picked.name, content, format };
    } catch {
      setError(messages.unreadable);
      return null;
    } finally {
      setReading(false);
    }
  }

  function pick(file: File | null) {
    setPicked(file);
    setError(null);
  }

  const accept = xlsx ? `${CSV_TYPES},.xlsx,${XLSX_TYPE}` : CSV_TYPES;
  return { picked, pick, error, setError, reading, read, accept };
}

type InputProps = {
  file: ReturnType<typeof useCsvFile>;
  label: string;
  description: string;
  clearLabel: string;
};

export function CsvFileInput({ file, label, description, clearLabel }: InputProps) {
  return (
    <FileInput
      label={label}
      description={description}
      accept={file.accept}
      value={file.picked}
      onChange={file.pick}
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      error={file.error}
      required
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
    />
  );
}

type StepEndProps = InputProps & {
  /** The preview the Next button asks for. */
  previewing: { isPending: boolean; error: Error | null };
  nextLabel: string;
  onCancel: () => void;
};

/** The end of an import's first step: the file, why its preview failed, Cancel and Next. */
export function CsvFileStepEnd({ previewing, nextLabel, onCancel, ...input }: StepEndProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <CsvFileInput {...input} />
      {previewing.error && <ErrorAlert error={previewing.error} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={input.file.reading || previewing.isPending}>
          {nextLabel}
        </Button>
      </Group>
    </>
  );
}
