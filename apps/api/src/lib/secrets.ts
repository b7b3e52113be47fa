/** Opaque random tokens stored only as hashes, and a comparison that takes the same time for any input. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A public link's token, remade from its row's id: HMAC-SHA256(server secret, `purpose:id`),
 * 256 bits. Only its hash is stored: whoever holds the secret can show the link again, nobody
 * can make it from the database alone.
 */
export function keyedToken(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
