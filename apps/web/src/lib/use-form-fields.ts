import { useState } from 'react';

/**
 * The text fields of a form: their values, their error messages, and `field(name)` — the props
 * that bind one Mantine input to both.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const field = (name: F) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return { values, setValues, errors, setErrors, field };
}
