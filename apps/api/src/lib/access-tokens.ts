/**
 * Access tokens (15-minute HS256 JWTs) and CSRF tokens: the auth module signs them, the access
 * plugin checks them on every request.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

export type AccessClaims = {
  /** user id */
  sub: string;
  /** session id (the refresh-token family) */
  sid: string;
  /** current business id, or null before the user has one */
  bid: string | null;
};

export function createTokenService(secret: string) {
  const key = createHash('sha256').update(`access:${secret}`).digest('hex');
  const sign = createSigner({ key, algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_MS });
  const verify = createVerifier({
    key,
    algorithms: ['HS256'],
    cache: 10_000,
  });
  const verifyIgnoringExpiry = createVerifier({
    key,
    algorithms: ['HS256'],
    ignoreExpiration: true,
  });
  const csrfKey = createHash('sha256').update(`csrf:${secret}`).digest();

  const toClaims = (payload: Record<string, unknown>): AccessClaims => {
    const { sub, sid, bid } = payload;
    if (
      typeof sub !== 'string' ||
      typeof sid !== 'string' ||
      (bid !== null && typeof bid !== 'string')
    ) {
      throw new Error('malformed access token');
    }
    return { sub, sid, bid };
  };

  return {
    signAccess(claims: AccessClaims): string {
      return sign({ sub: claims.sub, sid: claims.sid, bid: claims.bid });
    },
    verifyAccess(token: string): AccessClaims {
      return toClaims(verify(token));
    },
    /** For logout: an expired but genuine token still names the session to end. */
    verifyAccessIgnoringExpiry(token: string): AccessClaims {
      return toClaims(verifyIgnoringExpiry(token));
    },
    /** A CSRF token carries its own MAC, so a cookie planted by a sibling host is refused. */
    issueCsrfToken(): string {
      const nonce = randomBytes(24).toString('base64url');
      return `${nonce}.${createHmac('sha256', csrfKey).update(nonce).digest('base64url')}`;
    },
    isValidCsrfToken(token: string): boolean {
      const [nonce, mac, extra] = token.split('.');
      if (!nonce || !mac || extra !== undefined) return false;
      const expected = createHmac('sha256', csrfKey).update(nonce).digest();
      const given = Buffer.from(mac, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
