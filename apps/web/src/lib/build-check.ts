/**
 * Notices a new deploy (DESIGN.md §7): polls builds/latest.json every 5 minutes and when the tab
 * becomes visible; once the id differs, the next navigation is a full page load.
 */
import { reloadOnce } from './reload-guard';

export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export type LatestBuild = { id: string; built_at?: string };

let updateAvailable = false;

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/** For tests and after a reload was refused. */
export function resetBuildCheck(): void {
  updateAvailable = false;
}

/** One check; true when the server has a build other than the one running. */
export async function checkForNewBuild(currentId: string = __BUILD_ID__): Promise<boolean> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return updateAvailable;
    const body = (await response.json()) as Partial<LatestBuild> | null;
    if (typeof body?.id === 'string' && body.id !== currentId) updateAvailable = true;
  } catch {
    // Offline or between deploys: try again at the next tick.
  }
  return updateAvailable;
}

/** Starts polling; returns a stop function. */
export function startBuildCheck(currentId: string = __BUILD_ID__): () => void {
  const check = () => void checkForNewBuild(currentId);
  const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  check();
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Called by the router when a navigation starts: with a new build waiting, load the target
 * from the server instead (guarded per path). Returns true when a page load was started.
 */
export function reloadIfOutdated(path: string): boolean {
  if (!updateAvailable) return false;
  return reloadOnce(path);
}
