/**
 * Wires authentication and the caller's own account: login, registration, refresh, logout,
 * forgotten passwords, email verification, the profile and the password. Answers the auth
 * service the team and the businesses use to issue tokens.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { TokenService } from '../../lib/access-tokens';
import type { AppUrlConfig } from '../../lib/app-url';
import type { Mailer } from '../../mail/mailer';
import type { Notifier } from '../notifications/notifier.types';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import type { Memberships, StartBusiness } from './auth.types';
import { createEmailVerificationService } from './email-verification.service';
import { createPasswordResetService } from './password-reset.service';

export function registerAuth(
  app: FastifyInstance,
  deps: {
    database: Database;
    tokens: TokenService;
    clock: Clock;
    mailer: Mailer;
    appUrls: AppUrlConfig;
    notifier: Notifier;
    /** ADMIN_EMAILS, also granted when one of them is proven later (not only at start). */
    adminEmails: readonly string[];
    memberships: Memberships;
    startBusiness: StartBusiness;
  },
) {
  const { database, tokens, clock, notifier } = deps;
  const verification = createEmailVerificationService(deps);
  const auth = createAuthService({ ...deps, verification });
  const passwordReset = createPasswordResetService(deps);
  authRoutes(app, { auth, passwordReset, verification, tokens, now: () => clock.now() });
  accountRoutes(app, {
    account: createAccountService({ database, clock, notifier, verification }),
  });
  return { auth };
}
