/** Recognises PostgreSQL errors the same way on PGlite and on a server (pg). */
type PgLikeError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

function pgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgError(error);
  if (found?.code !== '23505') return false;
  if (!constraint) return true;
  const named =
    typeof found.constraint === 'string' ? found.constraint : String(found.message ?? '');
  return named.includes(constraint);
}
