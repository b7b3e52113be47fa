/**
 * The "more" menu of a record's actions (an invoice, a debt): the likely next steps stand beside
 * it as buttons, the rest are its items, and the items that end the record (void, delete) are red
 * and open their confirmations (EndingDialogs).
 */
import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmModal } from './confirm-modal';
import { type Icon, IconBan, IconChevronDown, IconTrash } from './icons';

/** An action's icon, as every button and item of a record's actions draws it. */
export const actionIcon = (Glyph: Icon) => <Glyph size={18} aria-hidden="true" />;

export function MoreMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** How a record ends: voided (kept on the record) or deleted. */
export type Ending = 'void' | 'delete';

type EndingProps = {
  icon: Icon;
  /** Opens the confirmation. */
  onClick: () => void;
  children: ReactNode;
};

/** An item that ends the record (void, delete), in red. */
function EndingItem({ icon, onClick, children }: EndingProps) {
  return (
    <Menu.Item color="red" leftSection={actionIcon(icon)} onClick={onClick}>
      {children}
    </Menu.Item>
  );
}

type EndingItemsProps = {
  /** Whether the record may be voided now, and deleted now. */
  voidable: boolean;
  deletable: boolean;
  labels: { void: string; delete: string };
  /** Opens the confirmation of the one chosen. */
  onChoose: (ending: Ending) => void;
};

/** The items that end the record, last in its menu: void, delete (each where it may). */
export function EndingItems({ voidable, deletable, labels, onChoose }: EndingItemsProps) {
  return (
    <>
      {voidable && (
        <EndingItem icon={IconBan} onClick={() => onChoose('void')}>
          {labels.void}
        </EndingItem>
      )}
      {deletable && (
        <EndingItem icon={IconTrash} onClick={() => onChoose('delete')}>
          {labels.delete}
        </EndingItem>
      )}
    </>
  );
}

/** A command that ends the record, as useMutation gives it. */
type EndingCommand = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (variables: undefined, options?: { onSuccess?: () => void }) => void;
};

type EndingText = { title: string; body: ReactNode; confirm: string };

type EndingDialogsProps = {
  /** The one open, if any. */
  open: Ending | null;
  voidIt: EndingCommand;
  remove: EndingCommand;
  voiding: EndingText & { disabled?: boolean };
  deleting: EndingText;
  /** A void keeps the record on its page: the dialog closes. A delete leaves the page. */
  onVoided: () => void;
  onClose: () => void;
};

/** The confirmations of the ending items: each sends its command and shows its error. */
export function EndingDialogs({
  open,
  voidIt,
  remove,
  voiding,
  deleting,
  onVoided,
  onClose,
}: EndingDialogsProps) {
  return (
    <>
      <ConfirmModal
        opened={open === 'void'}
        title={voiding.title}
        body={voiding.body}
        confirmLabel={voiding.confirm}
        confirmDisabled={voiding.disabled}
        action={voidIt}
        onConfirm={() => voidIt.mutate(undefined, { onSuccess: onVoided })}
        onClose={onClose}
      />
      <ConfirmModal
        opened={open === 'delete'}
        title={deleting.title}
        body={deleting.body}
        confirmLabel={deleting.confirm}
        action={remove}
        onConfirm={() => remove.mutate(undefined)}
        onClose={onClose}
      />
    </>
  );
}
