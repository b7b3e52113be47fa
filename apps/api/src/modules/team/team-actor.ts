/** The caller of a team route: the business it acts for, with its role and name there. */
import type { BusinessRole, Language } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../lib/actor';

export type TeamActor = Actor & {
  role: BusinessRole;
  name: string;
  /** The address the caller's account was registered with; invitation mail names it. */
  email: string;
  language: Language;
  businessName: string;
};

export function teamActorOf(request: FastifyRequest): TeamActor {
  const actor = actorOf(request);
  // actorOf has checked that the caller acts for a business.
  const user = request.auth?.user;
  const business = user?.business;
  if (!user || !business) throw new Error('team route without a business');
  return {
    ...actor,
    role: business.role,
    name: user.full_name,
    email: user.email,
    language: user.language,
    businessName: business.name,
  };
}
