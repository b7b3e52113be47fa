/**
 * Idempotency-Key on creates (DESIGN.md §2): the key is claimed in the same transaction as the
 * effect and stores its answer there, so a crash leaves either both or neither, and a retry after
 * an acknowledged write gets the stored answer without a second effect.
 */
import { createHash } from 'node:crypto';
import { AppError } from '@usaha/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import type { Actor } from './actor';

const KEY = /^[\x21-\x7e]{1,255}$/;

export type Stored<T> = { status: number; body: T; replayed: boolean };

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) {
    throw new AppError('VALIDATION_FAILED', 'The Idempotency-Key header is not valid', {
      issues: [{ field: 'Idempotency-Key', code: 'invalid_idempotency_key' }],
    });
  }
  return raw;
}

function hashRequest(route: string, body: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

/**
 * Runs `effect` in a transaction; with a key, at most once per business, caller and key: another
 * member's request with the same key is a request of its own. The same key with another body or
 * route is refused with 422 and changes nothing.
 */
export async function runIdempotent<T>(
  database: Database,
  actor: Actor,
  key: string | null,
  request: { route: string; body: unknown; status: number },
  effect: (tx: Executor) => Promise<T>,
): Promise<Stored<T>> {
  return database.db.transaction(async (tx) => {
    if (key === null) return { status: request.status, body: await effect(tx), replayed: false };
    const requestHash = hashRequest(request.route, request.body);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        businessId: actor.businessId,
        key,
        userId: actor.userId,
        route: request.route,
        requestHash,
        statusCode: 0,
        response: '',
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.businessId, actor.businessId),
            eq(idempotencyKeys.userId, actor.userId),
            eq(idempotencyKeys.key, key),
          ),
        );
      if (!stored || stored.requestHash !== requestHash || stored.route !== request.route) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for another request',
        );
      }
      return { status: stored.statusCode, body: JSON.parse(stored.response) as T, replayed: true };
    }
    const body = await effect(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: request.status, response: JSON.stringify(body) })
      .where(
        and(
          eq(idempotencyKeys.businessId, actor.businessId),
          eq(idempotencyKeys.userId, actor.userId),
          eq(idempotencyKeys.key, key),
        ),
      );
    return { status: request.status, body, replayed: false };
  });
}

/** Keys are kept for a day, as Stripe does: long enough for any retry. */
export async function pruneIdempotencyKeys(executor: Executor, now: Date): Promise<void> {
  await executor
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - 86_400_000)}`);
}

/** A create's answer; a replay says so in a header, as Stripe does. */
export function sendCreated<T>(reply: FastifyReply, stored: Stored<T>) {
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(201).send({ success: true as const, data: stored.body });
}
