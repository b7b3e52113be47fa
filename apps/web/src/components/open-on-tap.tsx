/**
 * A header button whose menu or popover loads with its first tap. Mantine's menus and popovers
 * bring their positioning library (floating-ui), focus trap and scroll areas, which no page needs
 * before the user opens one, so the apps shell leaves them out (issue 16: the dashboard's first
 * files). Until the tap the button is the same one, saying it opens a popup; the tap loads the
 * popup's code, which then shows it open, around the same button.
 */
import { cloneElement, type ReactElement, type ReactNode, Suspense, useState } from 'react';

type TriggerProps = {
  onClick?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
};

export function OpenOnTap({
  trigger,
  popup,
  children,
}: {
  /** The button, without its handlers (the popup's code adds them once it is loaded). */
  trigger: ReactElement<TriggerProps>;
  popup: 'menu' | 'dialog';
  /** The lazily loaded popup, opened at first, holding `trigger` as its target. */
  children: ReactNode;
}) {
  const [tapped, setTapped] = useState(false);
  const waiting = cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: () => setTapped(true),
  });
  if (!tapped) return waiting;
  return <Suspense fallback={waiting}>{children}</Suspense>;
}
