/**
 * A list's filters kept in the URL's search parameters (STYLE.md): `parse` reads them and drops
 * what the API would refuse, `serialize` writes them in a fixed order and leaves out empty ones.
 */
import { useCallback, useMemo } from 'react';
import { useSearchState } from './use-search-state';

export type FilterPatch<F> = { [K in keyof F]?: F[K] | null };

/** A search or tag as the URL holds it: trimmed, cut to what the API accepts, empty as none. */
export function cleanText(value: string | null | undefined, max = 100): string | undefined {
  const text = value?.trim().slice(0, max);
  return text || undefined;
}

export function useUrlFilter<F extends object>(
  parse: (params: URLSearchParams) => F,
  serialize: (filter: F) => URLSearchParams,
) {
  const [params, update] = useSearchState();
  const filter = useMemo(() => parse(params), [params, parse]);
  const setFilter = useCallback(
    (patch: FilterPatch<F>) =>
      update((current) => {
        const merged = { ...parse(current) } as Record<string, unknown>;
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '') delete merged[key];
          else merged[key] = value;
        }
        // Through parse again, so a patch is held to the same rules as a typed URL.
        return serialize(parse(serialize(merged as F)));
      }),
    [update, parse, serialize],
  );
  const clearFilter = useCallback(() => update(() => new URLSearchParams()), [update]);
  return { filter, setFilter, clearFilter };
}
