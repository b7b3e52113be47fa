/** A list's search box: typed freely, sent on once typing pauses. */
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 350;

/** The search box's text, sent to the URL once typing pauses; a change of the URL wins. */
export function useDebouncedSearch(
  q: string | undefined,
  onChange: (patch: { q: string }) => void,
) {
  const [text, setText] = useState(q ?? '');
  const pushed = useRef(q ?? '');
  useEffect(() => {
    const value = q ?? '';
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [q]);
  useEffect(() => {
    const value = text.trim();
    if (value === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = value;
      onChange({ q: value });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  return [text, setText] as const;
}
