/** Whether the cookies of this answer carry `Secure` (SPEC.md §9, as read in docs/decisions.md). */
import { keepsSecureCookies } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';

/**
 * Secure wherever the browser keeps it: HTTPS (directly, or a trusted proxy's
 * X-Forwarded-Proto under TRUST_PROXY, which Fastify's `protocol` reads) and loopback addresses.
 * A plain-http address that is neither would drop the cookie, and with it every write.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return keepsSecureCookies({ protocol: request.protocol, hostname: request.hostname });
}
