import { Input } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type FieldGroupProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Renders the control; `labelId` names it (aria-labelledby). */
  children: (labelId: string) => ReactNode;
};

/** A label styled like Mantine's inputs for a control that is not one input (chips, cards). */
export function FieldGroup({ label, description, error, required, children }: FieldGroupProps) {
  const labelId = useId();
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      error={error}
      required={required}
      // Marks the group for lib/use-error-focus.ts, as aria-invalid marks an input.
      data-field-error={error ? true : undefined}
    >
      {children(labelId)}
    </Input.Wrapper>
  );
}
