/**
 * Live events to a user's open tabs (DESIGN.md §1, "live-event fan-out"). Streams subscribe per
 * user and business in their own process; a publish reaches every process: through PostgreSQL
 * NOTIFY when the database is a server, in-process on PGlite (one process, by its lock file).
 */
import type { LiveEventName } from '@usaha/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { listenForever } from './pg-listener';

export type LiveMessage = {
  userId: string;
  businessId: string;
  event: Exclude<LiveEventName, 'ping'>;
  /** The event's JSON data; null when it was too large to travel (receivers skip it). */
  data: unknown;
};
export type LiveListener = (message: LiveMessage) => void;

export type LiveBus = {
  /** Delivers to the user's subscribers in every process; never throws (failures are logged). */
  publish(message: LiveMessage): Promise<void>;
  subscribe(userId: string, businessId: string, listener: LiveListener): () => void;
  /** Called after events may have been lost (the listening connection came back): resync. */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
};

export const LIVE_CHANNEL = 'usaha_live';
/** NOTIFY refuses payloads of 8000 bytes and more. */
export const MAX_NOTIFY_BYTES = 7900;

const keyOf = (userId: string, businessId: string) => `${userId}:${businessId}`;

/** The subscribers of this process, keyed by user and business. */
function createRegistry(log: FastifyBaseLogger) {
  const listeners = new Map<string, Set<LiveListener>>();
  const gapListeners = new Set<() => void>();
  return {
    subscribe(userId: string, businessId: string, listener: LiveListener) {
      const key = keyOf(userId, businessId);
      const set = listeners.get(key) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
    dispatch(message: LiveMessage) {
      for (const listener of listeners.get(keyOf(message.userId, message.businessId)) ?? []) {
        try {
          listener(message);
        } catch (error) {
          log.error({ err: error }, 'live listener failed');
        }
      }
    },
    onGap(listener: () => void) {
      gapListeners.add(listener);
      return () => {
        gapListeners.delete(listener);
      };
    },
    gap() {
      for (const listener of gapListeners) listener();
    },
  };
}

/** One process: a publish is a local dispatch. */
export function createInProcessBus(log: FastifyBaseLogger): LiveBus {
  const registry = createRegistry(log);
  return {
    async publish(message) {
      registry.dispatch(message);
    },
    subscribe: registry.subscribe,
    onGap: registry.onGap,
    async close() {},
  };
}

type Wire = { u: string; b: string; e: LiveMessage['event']; d: unknown };
const WIRE_EVENTS: readonly string[] = ['notification', 'unread', 'membership'];

export function encodeLiveMessage(message: LiveMessage): string {
  const wire: Wire = {
    u: message.userId,
    b: message.businessId,
    e: message.event,
    d: message.data,
  };
  const text = JSON.stringify(wire);
  return Buffer.byteLength(text) <= MAX_NOTIFY_BYTES ? text : JSON.stringify({ ...wire, d: null });
}

export function decodeLiveMessage(text: string): LiveMessage | null {
  try {
    const wire = JSON.parse(text) as Partial<Wire>;
    if (typeof wire.u !== 'string' || typeof wire.b !== 'string') return null;
    if (typeof wire.e !== 'string' || !WIRE_EVENTS.includes(wire.e)) return null;
    return { userId: wire.u, businessId: wire.b, event: wire.e, data: wire.d ?? null };
  } catch {
    return null;
  }
}

/**
 * Several processes on one PostgreSQL server: publish with pg_notify on a pooled connection; one
 * dedicated connection per process LISTENs and dispatches to this process's subscribers.
 */
export async function createPostgresBus(options: {
  database: Pick<Database, 'query'>;
  connectionString: string;
  log: FastifyBaseLogger;
}): Promise<LiveBus> {
  const { database, log } = options;
  const registry = createRegistry(log);
  const listener = listenForever({
    connectionString: options.connectionString,
    channel: LIVE_CHANNEL,
    log,
    onMessage(payload) {
      const message = decodeLiveMessage(payload);
      if (message) registry.dispatch(message);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable live message ignored');
    },
    onReconnect: registry.gap,
  });
  await listener.ready;
  return {
    async publish(message) {
      try {
        await database.query('select pg_notify($1, $2)', [
          LIVE_CHANNEL,
          encodeLiveMessage(message),
        ]);
      } catch (error) {
        log.error({ err: error, event: message.event }, 'live event not published');
      }
    },
    subscribe: registry.subscribe,
    onGap: registry.onGap,
    close: listener.close,
  };
}

/**
 * The bus for this process: PostgreSQL NOTIFY when the database is a server reached by URL,
 * otherwise in-process (PGlite, or a server handed in without a URL to listen on).
 */
export function createLiveBus(options: {
  database: Database;
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
}): Promise<LiveBus> {
  if (options.database.kind === 'postgres' && options.databaseUrl) {
    return createPostgresBus({
      database: options.database,
      connectionString: options.databaseUrl,
      log: options.log,
    });
  }
  return Promise.resolve(createInProcessBus(options.log));
}
