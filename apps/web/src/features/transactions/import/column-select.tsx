/** One "which column holds …" choice of the mapping step. */
import { Select } from '@mantine/core';

type Props = {
  label: string;
  options: { value: string; label: string }[];
  value: number | undefined;
  onChange: (column: number | undefined) => void;
  /** Optional columns (reference, balance) can be cleared. */
  optional?: boolean;
  error?: string;
};

export function ColumnSelect({ label, options, value, onChange, optional = false, error }: Props) {
  return (
    <Select
      label={label}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      clearable={optional}
      allowDeselect={optional}
      required={!optional}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
