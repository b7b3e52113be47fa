/** Wires the team area: the caller's businesses, the members and invitations of the current one. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { AuthService } from '../auth/auth.service';
import { businessRoutes } from '../businesses/businesses.routes';
import { createBusinessService } from '../businesses/businesses.service';
import type { Notifier } from '../notifications/notifier.types';
import { createInvitationAcceptService } from './invitation-accept.service';
import { invitationLinkRoutes } from './invitation-link.routes';
import { createInvitationService } from './invitations.service';
import { createMemberService } from './members.service';
import { teamRoutes } from './team.routes';

export function registerTeam(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    mailer: Mailer;
    auth: AuthService;
    notifier: Notifier;
    publicUrl: string;
  },
) {
  const { database, clock, mailer, auth, notifier } = deps;
  businessRoutes(app, { businesses: createBusinessService({ database, auth }) });
  teamRoutes(app, {
    members: createMemberService({ database, notifier }),
    invitations: createInvitationService({ database, clock, mailer, publicUrl: deps.publicUrl }),
  });
  invitationLinkRoutes(app, {
    invitations: createInvitationAcceptService({ database, clock, auth, notifier }),
    clock,
  });
}
