/**
 * A CSV file picked for an import and read in the browser: its size checked before reading, an
 * empty or unreadable file refused with the caller's words. Shared by every import wizard.
 */
import { FileInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';

export type CsvFileMessages = { tooLarge: string; empty: string; unreadable: string };
export type ReadCsv = { name: string; content: string };

export function useCsvFile(maxBytes: number, messages: CsvFileMessages) {
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  /** The picked file's text, or null with the reason shown on the field. */
  async function read(): Promise<ReadCsv | null> {
    if (!picked) return null;
    if (picked.size > maxBytes) {
      setError(messages.tooLarge);
      return null;
    }
    setReading(true);
    try {
      const content = await picked.text();
      if (!content.trim()) {
        setError(messages.empty);
        return null;
      }
      setError(null);
      return { name: picked.name, content };
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

  return { picked, pick, error, setError, reading, read };
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
      accept=".csv,text/csv,text/plain"
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
