/**
 * The frame of every bare baseline: a plain Fastify app whose routes read the token owner's
 * context with the app's own statement (AUTH_CONTEXT_SQL) and answer 401 without one. What it
 * leaves out is the app's overhead: validation, the access hooks, JWT verification, headers and
 * the schema serialiser.
 */
import Fastify, { type FastifyRequest } from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import { businessToday } from '../../apps/api/src/lib/business-date';
import {
  AUTH_CONTEXT_SQL,
  authContextParams,
  type ContextRow,
} from '../../apps/api/src/plugins/auth-context';
import { claimsOf, type LogLevel, listen, loggerFor, type Running } from './servers';

/** The caller's business as the app's auth context reads it, and today there. */
export type BareContext = { businessId: string; currency: string; today: string };

type Query = Record<string, string | undefined>;
type Answer = (context: BareContext, query: Query) => Promise<unknown>;

export function bareApp(database: Database, token: string, level: LogLevel) {
  const claims = claimsOf(token);
  const app = Fastify({ logger: loggerFor(level) });
  async function contextOf(): Promise<BareContext | null> {
    const now = new Date();
    const [context] = await database.query<ContextRow>(
      AUTH_CONTEXT_SQL,
      authContextParams(claims, now),
    );
    if (!context?.business_id || !context.currency || !context.timezone) return null;
    return {
      businessId: context.business_id,
      currency: context.currency,
      today: businessToday(now, context.timezone),
    };
  }
  return {
    /** GET `path`, answered by `answer` for the token's owner. */
    get(path: string, answer: Answer) {
      app.get(path, async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
        const context = await contextOf();
        if (!context) return reply.status(401).send({ success: false });
        return answer(context, request.query);
      });
    },
    async start(): Promise<Running> {
      return { app, url: await listen(app) };
    },
  };
}
