/** The rows ticked for a bulk action; transfer legs cannot be ticked (edit the transfer instead). */
import type { Entry } from '@usaha/shared';
import { useCallback, useMemo, useState } from 'react';

type Selectable = Pick<Entry, 'id' | 'transfer_id'>;

export type Selection = {
  ids: string[];
  size: number;
  has: (id: string) => boolean;
  canSelect: (entry: Selectable) => boolean;
  toggle: (id: string) => void;
  setMany: (entries: Selectable[], selected: boolean) => void;
  clear: () => void;
};

export function canSelectEntry(entry: Selectable): boolean {
  return entry.transfer_id === null;
}

export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const setMany = useCallback((entries: Selectable[], value: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const entry of entries) {
        if (value && canSelectEntry(entry)) next.add(entry.id);
        else next.delete(entry.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({
      ids: [...selected],
      size: selected.size,
      has: (id: string) => selected.has(id),
      canSelect: canSelectEntry,
      toggle,
      setMany,
      clear,
    }),
    [selected, toggle, setMany, clear],
  );
}
