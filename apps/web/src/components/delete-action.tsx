import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';
import { IconTrash } from './icons';

type Props<T> = {
  label: string;
  title: string;
  body: string;
  remove: () => Promise<T>;
  onDone: (result: T) => void | Promise<void>;
};

/** A delete button that asks first; a failure stays in the dialog, the record unchanged. */
export function DeleteAction<T>({ label, title, body, remove, onDone }: Props<T>) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({ mutationFn: remove, onSuccess: onDone });
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={open}
        title={title}
        body={body}
        confirmLabel={label}
        action={mutation}
        onConfirm={() => mutation.mutate()}
        onClose={close}
      />
    </>
  );
}
