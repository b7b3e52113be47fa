/**
 * Whether the browser counts the address a request came to as a trustworthy origin: HTTPS
 * (directly, or a trusted proxy's X-Forwarded-Proto under TRUST_PROXY, which Fastify's `protocol`
 * reads) or loopback. Only there does it keep a `Secure` cookie (SPEC.md §9, as read in
 * docs/decisions.md) or heed Cross-Origin-Opener-Policy; a plain-http address that is neither (a
 * phone on the shop's Wi-Fi) drops the one, and with it every write, and warns about the other.
 */
import { keepsSecureCookies } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';

export function isTrustworthyOrigin(request: FastifyRequest): boolean {
  return keepsSecureCookies({ protocol: request.protocol, hostname: request.hostname });
}
