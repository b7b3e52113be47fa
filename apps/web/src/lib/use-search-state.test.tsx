import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { useSearchState } from './use-search-state';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/list?keep=1']}>{children}</MemoryRouter>;
}

function useProbe() {
  const [params, update] = useSearchState();
  return { params, update, search: useLocation().search };
}

function setter(key: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(key, value);
    return current;
  };
}

test('two updates before a render both land, on top of what the URL had', () => {
  const { result } = renderHook(useProbe, { wrapper });
  act(() => {
    result.current.update(setter('from', '2026-10-01'));
    result.current.update(setter('to', '2026-10-31'));
  });
  expect(result.current.search).toBe('?keep=1&from=2026-10-01&to=2026-10-31');
  expect(result.current.params.get('from')).toBe('2026-10-01');
});

test('an update is not handed the object it may change in place', () => {
  const { result } = renderHook(useProbe, { wrapper });
  const before = result.current.params;
  act(() => result.current.update(setter('q', 'beras')));
  expect(before.get('q')).toBeNull();
  expect(result.current.search).toBe('?keep=1&q=beras');
});
