/** Wires the contacts: customers and suppliers. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { contactsRoutes } from './contacts.routes';
import { createContactsService } from './contacts.service';

export function registerContacts(app: FastifyInstance, deps: { database: Database }) {
  const contacts = createContactsService(deps);
  contactsRoutes(app, { contacts });
  return { contacts };
}
