/** Navigation from outside React (logout after a failed refresh); the router installs itself here. */

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};
let pendingPath: string | null = null;

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigator(to, options);
}

/** The path a navigation in progress is heading to (the URL changes only when it completes). */
export function setPendingPath(path: string | null): void {
  pendingPath = path;
}

export function targetPath(): string {
  return pendingPath ?? `${window.location.pathname}${window.location.search}`;
}

/** A redirect target from the query string, only when it stays on this site. */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target) return fallback;
  const offSite = !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\');
  return offSite ? fallback : target;
}

/** The login page, sending the user back to `pathWithSearch` afterwards. */
export function loginPathFor(pathWithSearch: string): string {
  return `/auth/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}
