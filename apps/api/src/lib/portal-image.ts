/**
 * A business's picture (logo, QRIS) as a portal page shows it: its own type, never sniffed or run
 * as a document, and not kept by a cache (a revoked link must stop showing it).
 */
import type { FastifyReply } from 'fastify';

export function sendPortalImage(reply: FastifyReply, image: { data: Buffer; contentType: string }) {
  return reply
    .headers({
      'content-type': image.contentType,
      'content-length': image.data.length,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'no-store',
    })
    .send(image.data);
}
