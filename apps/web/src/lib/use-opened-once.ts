import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads on demand is mounted when
 * first opened and stays mounted, so closing keeps its close animation and its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
