/**
 * Live events to a user's open tabs (DESIGN.md §1, "live-event fan-out"). Streams subscribe per
 * user and business in their own process; a publish reaches every process: through PostgreSQL
 * NOTIFY when the database is a server, in-process on PGlite (one process, by its lock file).
 * Signals travel the same way, per user, between the stream hubs of every process.
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

/**
 * What the stream hubs of every process tell each other about one user's streams, never sent
 * to a tab: a stream opened or closed (the caps on open streams count them), and sessions of
 * the user ended (each of their streams looks at its own session at once).
 */
export type LiveSignal =
  | { userId: string; kind: 'stream_opened'; streamId: string; sessionId: string }
  | { userId: string; kind: 'stream_closed'; streamId: string }
  | { userId: string; kind: 'sessions_ended' };
export type SignalListener = (signal: LiveSignal) => void;

export type LiveBus = {
  /** Delivers to the user's subscribers in every process; never throws (failures are logged). */
  publish(message: LiveMessage): Promise<void>;
  subscribe(userId: string, businessId: string, listener: LiveListener): () => void;
  /**
   * Delivers to the user's signal listeners in every process, in one order everywhere (NOTIFY
   * delivers in commit order); never throws.
   */
  signal(signal: LiveSignal): Promise<void>;
  onSignal(userId: string, listener: SignalListener): () => void;
  /** Called after events may have been lost (the listening connection came back): resync. */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
};

export const LIVE_CHANNEL = 'usaha_live';
/** NOTIFY refuses payloads of 8000 bytes and more. */
export const MAX_NOTIFY_BYTES = 7900;

const keyOf = (userId: string, businessId: string) => `${userId}:${businessId}`;

/** Listeners by key; a key with none left is forgotten. */
function createListenerMap<T>(log: FastifyBaseLogger) {
  const byKey = new Map<string, Set<(value: T) => void>>();
  return {
    add(key: string, listener: (value: T) => void) {
      const set = byKey.get(key) ?? new Set<(value: T) => void>();
      set.add(listener);
      byKey.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    dispatch(key: string, value: T) {
      for (const listener of byKey.get(key) ?? []) {
        try {
          listener(value);
        } catch (error) {
          log.error({ err: error }, 'live listener failed');
        }
      }
    },
  };
}

/** The subscribers of this process, keyed by user and business; signal listeners by user. */
function createRegistry(log: FastifyBaseLogger) {
  const listeners = createListenerMap<LiveMessage>(log);
  const signalListeners = createListenerMap<LiveSignal>(log);
  const gapListeners = new Set<() => void>();
  return {
    subscribe(userId: string, businessId: string, listener: LiveListener) {
      return listeners.add(keyOf(userId, businessId), listener);
    },
    dispatch(message: LiveMessage) {
      listeners.dispatch(keyOf(message.userId, message.businessId), message);
    },
    onSignal(userId: string, listener: SignalListener) {
      return signalListeners.add(userId, listener);
    },
    dispatchSignal(signal: LiveSignal) {
      signalListeners.dispatch(signal.userId, signal);
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
    async signal(signal) {
      registry.dispatchSignal(signal);
    },
    onSignal: registry.onSignal,
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

/** A signal on the wire: `k` (its kind) where a message has `e`; ids are short, never clipped. */
type SignalWire = { u: string; k: LiveSignal['kind']; i?: string; s?: string };

export function encodeLiveSignal(signal: LiveSignal): string {
  const wire: SignalWire = { u: signal.userId, k: signal.kind };
  if (signal.kind !== 'sessions_ended') wire.i = signal.streamId;
  if (signal.kind === 'stream_opened') wire.s = signal.sessionId;
  return JSON.stringify(wire);
}

export function decodeLiveSignal(text: string): LiveSignal | null {
  try {
    const wire = JSON.parse(text) as Partial<SignalWire>;
    const userId = wire.u;
    if (typeof userId !== 'string') return null;
    switch (wire.k) {
      case 'stream_opened':
        if (typeof wire.i !== 'string' || typeof wire.s !== 'string') return null;
        return { userId, kind: wire.k, streamId: wire.i, sessionId: wire.s };
      case 'stream_closed':
        if (typeof wire.i !== 'string') return null;
        return { userId, kind: wire.k, streamId: wire.i };
      case 'sessions_ended':
        return { userId, kind: wire.k };
      default:
        return null;
    }
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
      const signal = message ? null : decodeLiveSignal(payload);
      if (message) registry.dispatch(message);
      else if (signal) registry.dispatchSignal(signal);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable live message ignored');
    },
    onReconnect: registry.gap,
  });
  await listener.ready;
  const notify = async (text: string, event: string) => {
    try {
      await database.query('select pg_notify($1, $2)', [LIVE_CHANNEL, text]);
    } catch (error) {
      log.error({ err: error, event }, 'live event not published');
    }
  };
  return {
    publish: (message) => notify(encodeLiveMessage(message), message.event),
    subscribe: registry.subscribe,
    signal: (signal) => notify(encodeLiveSignal(signal), signal.kind),
    onSignal: registry.onSignal,
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
