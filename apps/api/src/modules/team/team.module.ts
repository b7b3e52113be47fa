/**
 * Wires the team of the current business: its members and invitations, and the invitation links
 * the invited open.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { AuthService } from '../auth/auth.service';
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
  },
) {
  const { database, clock, mailer, auth, notifier } = deps;
  teamRoutes(app, {
    members: createMemberService({ database, notifier, clock }),
    invitations: createInvitationService({ database, clock, mailer }),
  });
  invitationLinkRoutes(app, {
    invitations: createInvitationAcceptService({ database, clock, auth, notifier }),
    clock,
  });
}
