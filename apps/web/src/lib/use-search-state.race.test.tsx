/**
 * The race a real router can produce: a render showing an older write of ours arrives after a
 * newer write was made. The router is held still here so the order is certain.
 */
import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';

const router = vi.hoisted(() => ({
  shown: new URLSearchParams('keep=1'),
  written: [] as string[],
}));

vi.mock('react-router', () => ({
  useSearchParams: () => [
    router.shown,
    (next: URLSearchParams) => {
      router.written.push(next.toString());
    },
  ],
}));

const { useSearchState } = await import('./use-search-state');

function set(key: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(key, value);
    return current;
  };
}

beforeEach(() => {
  router.shown = new URLSearchParams('keep=1');
  router.written = [];
});

test('a late render of an older write does not drop the newer one', () => {
  const { result, rerender } = renderHook(() => useSearchState());
  act(() => {
    result.current[1](set('from', '2026-10-01'));
    result.current[1](set('to', '2026-10-31'));
  });
  // The router shows the first write only now, after the second was made.
  router.shown = new URLSearchParams(router.written[0]);
  rerender();
  act(() => result.current[1](set('category', 'penjualan')));
  expect(router.written.at(-1)).toBe('keep=1&from=2026-10-01&to=2026-10-31&category=penjualan');
});

test('a search this hook did not write (a link, the back button) is the new starting point', () => {
  const { result, rerender } = renderHook(() => useSearchState());
  act(() => result.current[1](set('from', '2026-10-01')));
  router.shown = new URLSearchParams('q=beras');
  rerender();
  act(() => result.current[1](set('to', '2026-10-31')));
  expect(router.written.at(-1)).toBe('q=beras&to=2026-10-31');
});

test('once every write has been shown, the shown search is the starting point', () => {
  const { result, rerender } = renderHook(() => useSearchState());
  act(() => result.current[1](set('from', '2026-10-01')));
  router.shown = new URLSearchParams(router.written[0]);
  rerender();
  act(() => result.current[1](set('to', '2026-10-31')));
  expect(router.written.at(-1)).toBe('keep=1&from=2026-10-01&to=2026-10-31');
});
