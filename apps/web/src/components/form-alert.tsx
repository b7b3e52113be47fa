import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertCircle, IconCircleCheck } from './icons';

/** The one message above or below a form: what went wrong, or that it worked. */
export function FormAlert({
  kind,
  title,
  children,
}: {
  kind: 'error' | 'success';
  title?: string;
  children: ReactNode;
}) {
  const Icon = kind === 'error' ? IconAlertCircle : IconCircleCheck;
  return (
    <Alert
      color={kind === 'error' ? 'red' : 'teal'}
      variant="light"
      title={title}
      icon={<Icon size={18} />}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Alert>
  );
}
