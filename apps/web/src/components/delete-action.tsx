import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';
import { IconTrash } from './icons';

/** The delete a form already holds, as useMutation gives it. */
type Removal = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: () => void;
  reset: () => void;
};

type ButtonProps = {
  label: string;
  title: string;
  body: string;
  /** The dialog's button; the label when not given. */
  confirmLabel?: string;
  removal: Removal;
};

/** A delete button that asks first; a failure stays in the dialog, the record unchanged. */
export function DeleteButton({ label, title, body, confirmLabel, removal }: ButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    removal.reset();
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={open}
        title={title}
        body={body}
        confirmLabel={confirmLabel ?? label}
        action={removal}
        onConfirm={() => removal.mutate()}
        onClose={close}
      />
    </>
  );
}

type ActionProps<T> = {
  label: string;
  title: string;
  body: string;
  remove: () => Promise<T>;
  onDone: (result: T) => void | Promise<void>;
};

/** DeleteButton with its own request. */
export function DeleteAction<T>({ label, title, body, remove, onDone }: ActionProps<T>) {
  const removal = useMutation({ mutationFn: remove, onSuccess: onDone });
  return <DeleteButton label={label} title={title} body={body} removal={removal} />;
}
