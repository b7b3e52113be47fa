/**
 * Where a browser keeps a `Secure` cookie (SPEC.md §9 asks for Secure): on HTTPS, and on the
 * loopback addresses browsers count as trustworthy even over plain http. A plain-http address
 * that is neither — a phone on the shop's Wi-Fi opening http://192.168.1.5:3000 — drops a
 * Secure cookie, so there the cookie goes without the flag (docs/decisions.md).
 */

/** localhost, its subdomains, 127.0.0.0/8 and ::1 (with or without brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '[::1]') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/** Whether a cookie set for this origin may carry `Secure` and still be kept. */
export function keepsSecureCookies(origin: { protocol: string; hostname: string }): boolean {
  return origin.protocol.replace(/:$/, '') === 'https' || isLoopbackHost(origin.hostname);
}
