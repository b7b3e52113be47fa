/** The notes list's search, tag and visibility, kept in the URL (STYLE.md) under the API's names. */
import { NOTE_VISIBILITIES, type NoteVisibility, normaliseTag } from '@usaha/shared';
import { useCallback, useMemo } from 'react';
import type { NoteFilter } from '../../api/notes.api';
import { useSearchState } from '../../lib/use-search-state';

const KEYS = ['q', 'tag', 'visibility'] as const;

function isVisibility(value: string | null): value is NoteVisibility {
  return (NOTE_VISIBILITIES as readonly (string | null)[]).includes(value);
}

/** What the URL names; anything the API would refuse is left out. */
export function parseNoteFilter(params: URLSearchParams): NoteFilter {
  const filter: NoteFilter = {};
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) filter.q = q;
  const tag = normaliseTag(params.get('tag') ?? '');
  if (tag && tag.length <= 30) filter.tag = tag;
  const visibility = params.get('visibility');
  if (isVisibility(visibility)) filter.visibility = visibility;
  return filter;
}

export type NoteFilterPatch = { [K in keyof NoteFilter]?: NoteFilter[K] | null };

export function useNoteFilters() {
  const [params, update] = useSearchState();
  const filter = useMemo(() => parseNoteFilter(params), [params]);
  const setFilter = useCallback(
    (patch: NoteFilterPatch) =>
      update((next) => {
        for (const key of KEYS) {
          if (!(key in patch)) continue;
          const value = patch[key];
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [update],
  );
  return { filter, setFilter };
}
