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

function violates(error: unknown, sqlState: string, constraint?: string): boolean {
  const found = pgError(error);
  if (found?.code !== sqlState) return false;
  if (!constraint) return true;
  const named =
    typeof found.constraint === 'string' ? found.constraint : String(found.message ?? '');
  return named.includes(constraint);
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23505', constraint);
}

/** A row another still refers to (23503): its delete is refused by the referring table's key. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23503', constraint);
}

export function isCheckViolation(error: unknown, constraint: string): boolean {
  return violates(error, '23514', constraint);
}

/**
 * A write that would take a business's books past MAX_LEDGER_TURNOVER, refused by the check on
 * ledger_turnover (migration 0009) whichever module wrote it; or its debts past the same bound,
 * refused by the debts' totals trigger (migration 0022).
 */
export function passesLedgerTurnover(error: unknown): boolean {
  return (
    isCheckViolation(error, 'ledger_turnover_amount_range') ||
    isCheckViolation(error, 'debt_totals_amount_range')
  );
}
