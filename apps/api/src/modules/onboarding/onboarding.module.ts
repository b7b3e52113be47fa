/** Wires a user's businesses: list their memberships, make another business, switch to one. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AuthService } from '../auth/auth.service';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService } from './onboarding.service';

export function registerOnboarding(
  app: FastifyInstance,
  deps: { database: Database; auth: AuthService; clock: Clock },
) {
  onboardingRoutes(app, { businesses: createOnboardingService(deps) });
}
