/** Readable (non-HttpOnly) cookies of this site: the auth cookies of SPEC.md §4/§9. */
import { keepsSecureCookies } from '@usaha/shared';

type Origin = { protocol: string; hostname: string };

export type CookieOptions = {
  /** Seconds; omitted → a session cookie that ends with the browser session. */
  maxAge?: number;
};

/**
 * `Secure` wherever the browser keeps such a cookie (HTTPS, loopback); on a plain-http address
 * that is neither (a phone on the shop's Wi-Fi) the browser would drop it, so it goes without.
 */
function flags(origin: Origin): string[] {
  return keepsSecureCookies(origin) ? ['Secure', 'SameSite=Strict'] : ['SameSite=Strict'];
}

export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  origin: Origin = window.location,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  parts.push(...flags(origin));
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = [
    `${name}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...flags(window.location),
  ].join('; ');
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    // An emptied cookie is as good as a missing one.
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export function readCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.length > 0);
}
