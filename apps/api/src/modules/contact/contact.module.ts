/** Wires the public contact form. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export function registerContact(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; mailer: Mailer; supportEmail: string | undefined },
) {
  const contact = createContactService(deps);
  contactRoutes(app, { contact });
  return { contact };
}
