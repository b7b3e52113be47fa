import { profileResponseSchema } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { simplifyNullable, zodResponseSerializer } from './serializer';

const serialize = (schema: z.ZodType) =>
  zodResponseSerializer({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('response serializer', () => {
  const user = {
    id: 'u1',
    username: 'budi',
    email: 'budi@example.com',
    email_verified: false,
    full_name: 'Budi',
    phone: null,
    language: 'id',
    permissions: ['cashbook.view'],
    roles: ['owner'],
    business: {
      id: 'b1',
      name: 'Toko',
      currency: 'IDR',
      timezone: 'Asia/Jakarta',
      role: 'owner',
      secret: 'x',
    },
    created_at: '2026-11-22T00:00:00.000Z',
    password_hash: 'never leaves',
  };

  it('writes declared fields only, nulls included', () => {
    const write = serialize(profileResponseSchema);
    const body = JSON.parse(write({ success: true, user, message: 'ok' }));
    expect(body.user.password_hash).toBeUndefined();
    expect(body.user.business.secret).toBeUndefined();
    expect(body.user.business.name).toBe('Toko');
    expect(body.user.phone).toBeNull();
    expect(
      JSON.parse(write({ success: true, user: { ...user, business: null }, message: 'ok' })).user
        .business,
    ).toBeNull();
  });

  it('turns anyOf [X, null] into a nullable X', () => {
    expect(
      simplifyNullable({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] }),
    ).toEqual({
      type: 'object',
      properties: {},
      nullable: true,
    });
    const untouched = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(simplifyNullable(untouched)).toEqual(untouched);
  });
});
