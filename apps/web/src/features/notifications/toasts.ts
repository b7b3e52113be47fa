/**
 * The small toast queue of live notifications (no @mantine/notifications in the app): the last
 * three stay on screen, each for eight seconds unless closed or opened first.
 */
import type { Notification } from '@usaha/shared';
import { useSyncExternalStore } from 'react';

export const TOAST_MS = 8000;
const MAX_TOASTS = 3;

let toasts: readonly Notification[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function set(next: readonly Notification[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
}

export function showToast(notification: Notification): void {
  dismissToast(notification.id);
  const kept = [...toasts, notification];
  for (const dropped of kept.slice(0, -MAX_TOASTS)) dismissToast(dropped.id);
  set(kept.slice(-MAX_TOASTS));
  timers.set(
    notification.id,
    setTimeout(() => dismissToast(notification.id), TOAST_MS),
  );
}

export function clearToasts(): void {
  for (const toast of toasts) dismissToast(toast.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
