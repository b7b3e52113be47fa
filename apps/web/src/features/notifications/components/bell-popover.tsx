/**
 * The bell's popover around the bell's button, with the latest notifications: loaded with the
 * bell's first tap (notification-bell.tsx), open at first.
 */
import { Popover } from '@mantine/core';
import { cloneElement, type ReactElement, useState } from 'react';
import { BellPanel } from './bell-panel';

type BellButtonProps = { onClick?: () => void; 'aria-expanded'?: boolean };

export function BellPopover({ trigger }: { trigger: ReactElement<BellButtonProps> }) {
  const [opened, setOpened] = useState(true);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      radius="md"
    >
      <Popover.Target>
        {cloneElement(trigger, {
          'aria-expanded': opened,
          onClick: () => setOpened((open) => !open),
        })}
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {opened && <BellPanel onLeave={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
