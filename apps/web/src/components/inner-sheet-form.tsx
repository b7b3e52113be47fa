/**
 * The form of a sheet opened from inside another form (a new customer from a picker, a new
 * product from an invoice's line): its submit stays its own, though React's tree would carry it
 * to the form around it too; an Escape closes only the sheet; its first field is the name.
 */
import { Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { escapeCloses, OWN_ESCAPE } from './own-escape';

type FormProps = { onSubmit: () => void; onCancel: () => void; children: ReactNode };

export function InnerSheetForm({ onSubmit, onCancel, children }: FormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  }
  return (
    <form onSubmit={submit} onKeyDown={escapeCloses(onCancel)} noValidate>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

type NameProps = {
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/** The sheet's name field, focused when the sheet opens. */
export function SheetNameField({ label, maxLength, value, onChange, error }: NameProps) {
  return (
    <TextInput
      label={label}
      required
      maxLength={maxLength}
      autoComplete="off"
      data-autofocus
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      {...OWN_ESCAPE}
    />
  );
}
