/** The caller of an authenticated request, loaded in one statement, and its public shape. */
import {
  type AuthUser,
  type BusinessRole,
  isBusinessRole,
  permissionsForRole,
} from '@usaha/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

export type AuthContext = {
  userId: string;
  sessionId: string;
  businessId: string | null;
  role: BusinessRole | null;
  platformRoles: string[];
  user: AuthUser;
};

export type ContextRow = {
  id: string;
  username: string;
  email: string;
  email_verified: boolean;
  full_name: string;
  phone: string | null;
  language: string;
  platform_roles: string[];
  created_at: Date | string;
  business_id: string | null;
  business_name: string | null;
  currency: string | null;
  timezone: string | null;
  role: string | null;
};

/**
 * The one statement behind every authenticated request, as plain text: it runs on the raw client
 * (Drizzle's per-query overhead on PGlite is larger than the statement), and the benchmark runs
 * exactly this text bare. Parameters: session id, user id, business id, now.
 */
export const AUTH_CONTEXT_SQL = `select u.id, u.username, u.email,
  u.email_verified_at is not null as email_verified, u.full_name, u.phone, u.language,
  u.platform_roles, u.created_at, b.id as business_id, b.name as business_name, b.currency,
  b.timezone, m.role
from sessions s
join users u on u.id = s.user_id and u.is_active
left join memberships m on m.user_id = u.id and m.business_id = $3 and m.status = 'active'
left join businesses b on b.id = m.business_id
where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $4
  and s.idle_expires_at > $4`;

export function authContextParams(
  claims: { sub: string; sid: string; bid: string | null },
  now: Date,
) {
  return [claims.sid, claims.sub, claims.bid, now.toISOString()];
}

export async function loadAuthContext(
  database: Pick<Database, 'query'>,
  claims: { sub: string; sid: string; bid: string | null },
  now: Date,
): Promise<AuthContext | null> {
  const [row] = await database.query<ContextRow>(AUTH_CONTEXT_SQL, authContextParams(claims, now));
  if (!row) return null;
  return toAuthContext(row, claims.sid);
}

export function toAuthContext(row: ContextRow, sessionId: string): AuthContext {
  const role = row.role && isBusinessRole(row.role) ? row.role : null;
  const platformRoles = row.platform_roles ?? [];
  const business =
    row.business_id && row.business_name && row.currency && row.timezone && role
      ? {
          id: row.business_id,
          name: row.business_name,
          currency: row.currency,
          timezone: row.timezone,
          role,
        }
      : null;
  return {
    userId: row.id,
    sessionId,
    businessId: business?.id ?? null,
    role: business ? role : null,
    platformRoles,
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      email_verified: row.email_verified === true,
      full_name: row.full_name,
      phone: row.phone,
      language: row.language === 'en' ? 'en' : 'id',
      permissions: business && role ? permissionsForRole(role) : [],
      roles: [...(business && role ? [role] : []), ...platformRoles],
      business,
      created_at: new Date(row.created_at).toISOString(),
    },
  };
}

/** The authenticated caller of a route whose access is `authenticated` (or stricter). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authenticated route without auth context');
  return request.auth;
}
