import { describe, expect, it } from 'vitest';
import { AppError, codeForStatus, ERROR_CODES, isErrorCode, statusOf } from './errors';

describe('error codes', () => {
  it('are UPPER_SNAKE with a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
  it('carry their status into AppError', () => {
    const error = new AppError('VERSION_CONFLICT', 'stale');
    expect(error.status).toBe(409);
    expect(statusOf('RATE_LIMITED')).toBe(429);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
  });

  it('name each business rule with a 422 of its own, BUSINESS_RULE left for a 422 that names none', () => {
    const rules = Object.entries(ERROR_CODES).filter(([, status]) => status === 422);
    expect(rules.length).toBeGreaterThan(10);
    expect(statusOf('CASHBOOK_ARCHIVED')).toBe(422);
    expect(new AppError('TRANSFER_SAME_CASHBOOK', 'Choose two books').status).toBe(422);
    expect(codeForStatus(422)).toBe('BUSINESS_RULE');
  });
});
