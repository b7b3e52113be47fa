import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logger';

describe('loggableUrl', () => {
  it.each([
    ['/auth/reset-password?token=abc_DEF-123', '/auth/reset-password?token=[Redacted]'],
    ['/auth/invitation?lang=id&token=abc%2Fx#top', '/auth/invitation?lang=id&token=[Redacted]#top'],
    ['/api/v1/invitations/abc_DEF-123/', '/api/v1/invitations/[Redacted]/'],
    ['/api/v1/invitations/abc/accept/', '/api/v1/invitations/[Redacted]/accept/'],
    ['/api/v1/invitations/abc?x=1', '/api/v1/invitations/[Redacted]?x=1'],
    ['/api/v1/portal/invoices/abc_DEF-123/pdf/', '/api/v1/portal/invoices/[Redacted]/pdf/'],
    ['/portal?token=abc_DEF-123', '/portal?token=[Redacted]'],
    ['/api/v1/portal/statements/abc_DEF-123/', '/api/v1/portal/statements/[Redacted]/'],
    ['/api/v1/portal/statements/abc_DEF-123/pdf/', '/api/v1/portal/statements/[Redacted]/pdf/'],
    ['/portal?statement=abc_DEF-123&lang=en', '/portal?statement=[Redacted]&lang=en'],
  ])('keeps the token of %s out', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it('leaves other URLs as they are', () => {
    for (const url of [
      '/api/v1/entries/?cashbook_id=1&tokenish=2',
      '/api/v1/contacts/?statements=1',
      '/api/v1/team/invitations/0190a0b2-0000-7000-8000-000000000000/',
      '/dashboard',
    ]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
