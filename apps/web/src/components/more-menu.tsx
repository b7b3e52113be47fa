/**
 * The "more" menu of a record's actions (an invoice, a debt): the likely next steps stand beside
 * it as buttons, the rest are its items, and the items that end the record (void, delete) are red
 * and open their confirmation.
 */
import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Icon, IconChevronDown } from './icons';

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

type EndingProps = {
  icon: Icon;
  /** Opens the confirmation. */
  onClick: () => void;
  children: ReactNode;
};

/** An item that ends the record (void, delete), in red. */
export function EndingItem({ icon, onClick, children }: EndingProps) {
  return (
    <Menu.Item color="red" leftSection={actionIcon(icon)} onClick={onClick}>
      {children}
    </Menu.Item>
  );
}
