/**
 * Mantine's CopyButton, on `lib/copy-text.ts`: Mantine's copies only through the Clipboard API,
 * which a page over plain http (the shop's Wi-Fi) does not have, so its button did nothing there.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { copyText } from '../lib/copy-text';

type Props = {
  value: string;
  /** How long "copied" shows, in milliseconds. */
  timeout?: number;
  children: (state: { copied: boolean; copy: () => void }) => ReactNode;
};

export function CopyButton({ value, timeout = 1000, children }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    void copyText(value).then((done) => {
      if (!done) return;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), timeout);
    });
  };
  return children({ copied, copy });
}
