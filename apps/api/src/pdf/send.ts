/** Sends a rendered PDF as a download under a plain ASCII name (letters, digits, `.-_`). */
import type { FastifyReply } from 'fastify';

export function sendPdf(reply: FastifyReply, data: Buffer, filename: string): FastifyReply {
  const safe = filename.replace(/[^\w.-]/g, '_');
  return reply
    .headers({
      'content-type': 'application/pdf',
      'content-length': data.length,
      'content-disposition': `attachment; filename="${safe}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Opened in a tab, the document may run nothing and fetch nothing.
      'content-security-policy': "sandbox; default-src 'none'",
    })
    .send(data);
}
