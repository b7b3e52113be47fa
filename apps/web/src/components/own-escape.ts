import type { KeyboardEvent } from 'react';

/**
 * For the controls of a dialog that may open over another (a sheet over the quick kasbon):
 * Mantine's dialogs all close on an Escape unless it comes from a marked element, so the sheet
 * marks its controls and closes itself on Escape, leaving the dialog below open.
 */
export const OWN_ESCAPE = { 'data-mantine-stop-propagation': 'true' } as const;

/** The sheet's own Escape: its form's `onKeyDown`. */
export function escapeCloses(close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
}
