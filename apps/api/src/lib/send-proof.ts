/**
 * Sends an uploaded proof (an image or a PDF a user sent) to be looked at: inline, under a plain
 * ASCII name, with its type read from its bytes, never sniffed by the browser, and in a sandbox
 * that runs nothing and fetches nothing.
 */
import type { FastifyReply } from 'fastify';

export function sendProof(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; filename: string },
): FastifyReply {
  const extension = file.contentType === 'application/pdf' ? 'pdf' : file.contentType.slice(6);
  const safe = `${file.filename.replace(/[^\w.-]/g, '_')}.${extension}`;
  return reply
    .headers({
      'content-type': file.contentType,
      'content-length': file.data.length,
      'content-disposition': `inline; filename="${safe}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    })
    .send(file.data);
}
