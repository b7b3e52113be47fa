/** Where the API lives, decided from the page's host (SPEC.md §7). One function, used by the web. */

export type Location = {
  protocol: string; // "https:"
  hostname: string; // "app.usaha.id"
  port: string; // "" when default
};

const TUNNEL_SUFFIXES = [
  '.ngrok.io',
  '.ngrok-free.app',
  '.ngrok.app',
  '.trycloudflare.com',
  '.loca.lt',
  '.localtunnel.me',
  '.serveo.net',
  '.localhost.run',
  '.lhr.life',
  '.devtunnels.ms',
];

/** Second-level labels under which a registrable "bare" domain has three labels (usaha.co.id). */
const SECOND_LEVEL = new Set([
  'co',
  'ac',
  'or',
  'web',
  'my',
  'biz',
  'go',
  'sch',
  'net',
  'com',
  'org',
]);

export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}

export function isTunnelHost(hostname: string): boolean {
  return TUNNEL_SUFFIXES.some((suffix) => hostname.endsWith(suffix));
}

/** A registrable domain with no subdomain: usaha.id, usaha.co.id. */
export function isBareDomain(hostname: string): boolean {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return false;
  const labels = hostname.split('.');
  if (labels.length === 2) return labels.every((label) => label.length > 0);
  if (labels.length === 3) {
    const [first, second, tld] = labels;
    return Boolean(first && tld && tld.length === 2 && second && SECOND_LEVEL.has(second));
  }
  return false;
}

function hostWithPort(location: Location): string {
  return location.port ? `${location.hostname}:${location.port}` : location.hostname;
}

/**
 * The API base for a page served from `location`:
 * - localhost on port 3000 or 3001 → that origin's /api;
 * - other localhost ports, tunnel hosts and bare domains → /api (same origin);
 * - admin.* → that host's /api; app.* → the sibling admin.* host's /api;
 * - anything else → the configured base, or /api.
 */
export function resolveApiBase(location: Location, configuredBase?: string | null): string {
  const { protocol, hostname, port } = location;
  if (isLocalHost(hostname)) {
    return port === '3000' || port === '3001' ? `${protocol}//${hostname}:${port}/api` : '/api';
  }
  if (isTunnelHost(hostname) || isBareDomain(hostname)) return '/api';
  if (hostname.startsWith('admin.')) return `${protocol}//${hostWithPort(location)}/api`;
  if (hostname.startsWith('app.')) {
    const sibling = `admin.${hostname.slice('app.'.length)}`;
    return `${protocol}//${port ? `${sibling}:${port}` : sibling}/api`;
  }
  const base = configuredBase?.trim();
  return base ? base.replace(/\/+$/, '') : '/api';
}
