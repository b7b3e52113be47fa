/**
 * The live stream of one tab (Server-Sent Events): `retry`, then the unread count, then the
 * user's events in this business as they happen, and a ping every so often so proxies keep the
 * connection. It holds no database connection while open: it listens on the live bus, and asks
 * the database only for counts and, once a minute or when told that sessions of its user ended,
 * whether the session and membership still hold. A session and a user hold a few streams at most
 * (stream-limits.ts), counted across every process through the bus.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@usaha/shared';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { LiveBus, LiveMessage, LiveSignal } from '../../live/live-bus';
import { loadAuthContext } from '../../plugins/auth-context';
import { readNotification, storedFromWire } from './notification-view';
import { countUnread } from './notifications.repository';
import {
  type OpenStream,
  type StreamCaps,
  SUPERSEDED_RETRY_MS,
  streamsOverCap,
} from './stream-limits';

/** What the browser waits before reconnecting after the stream drops. */
export const RETRY_MS = 3000;
/** After a shutdown a tab reconnects within this window, at a random moment in it. */
export const DRAIN_RETRY_MS = { min: 500, max: 3000 } as const;
const drainRetryMs = () =>
  DRAIN_RETRY_MS.min + Math.floor(Math.random() * (DRAIN_RETRY_MS.max - DRAIN_RETRY_MS.min));
/** A client that stops reading is cut off before its backlog grows past this. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

/** Who the stream is for, and the language it words notifications in (its request's). */
export type StreamCaller = {
  userId: string;
  businessId: string;
  sessionId: string;
  language: Language;
};
export type StreamHub = {
  serve(reply: FastifyReply, caller: StreamCaller): Promise<void>;
  /**
   * Ends every open stream (server shutdown), each with a retry hint spread over a few seconds so
   * the tabs reconnect to the other processes without arriving all at once; tells the others.
   */
  closeAll(): Promise<void>;
  readonly size: number;
};

/** One stream of this process, as its user's other streams see it. */
type Stream = OpenStream & { end(retryMs?: number): void; recheck(): void };

/** One user's streams, kept while this process holds any of them. */
type UserStreams = {
  /** The user's open streams in every process, in the order the bus announced them. */
  seen: OpenStream[];
  /** This process's, by id. */
  mine: Map<string, Stream>;
  stopListening: () => void;
};

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The event a message of the bus makes for one reader: a notification is sent worded in their
 * language. Null when there is nothing to send: one too large to travel, or not a notification
 * (the `unread` event that follows tells the tab to refetch).
 */
function eventFor(message: LiveMessage, language: Language): string | null {
  if (message.event !== 'notification') return sseEvent(message.event, message.data);
  const stored = storedFromWire(message.data);
  return stored ? sseEvent('notification', readNotification(stored, language)) : null;
}

/** Fastify's headers so far (security, CORS, request id) plus those of an event stream. */
function streamHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  };
}

export function createStreamHub(deps: {
  database: Database;
  live: LiveBus;
  clock: Clock;
  log: FastifyBaseLogger;
  pingMs: number;
  recheckMs: number;
  caps?: StreamCaps;
}): StreamHub {
  const { database, live, log } = deps;
  const open = new Set<(retryMs?: number) => void>();
  const users = new Map<string, UserStreams>();
  /** Signals on their way out; shutdown waits for them. */
  const sending = new Set<Promise<void>>();

  const send = (signal: Promise<void>) => {
    sending.add(signal);
    void signal.finally(() => sending.delete(signal));
  };

  function heard(state: UserStreams, signal: LiveSignal) {
    switch (signal.kind) {
      case 'stream_opened': {
        state.seen.push({ streamId: signal.streamId, sessionId: signal.sessionId });
        const over = streamsOverCap(state.seen, deps.caps);
        if (over.size === 0) return;
        // Another process ends its own streams over the cap: it saw the same opens.
        state.seen = state.seen.filter((stream) => !over.has(stream.streamId));
        for (const id of over) {
          log.info({ user_id: signal.userId, stream_id: id }, 'live stream over its cap closed');
          state.mine.get(id)?.end(SUPERSEDED_RETRY_MS);
        }
        return;
      }
      case 'stream_closed':
        state.seen = state.seen.filter((stream) => stream.streamId !== signal.streamId);
        return;
      case 'sessions_ended':
        for (const stream of state.mine.values()) stream.recheck();
        return;
    }
  }

  function join(userId: string, stream: Stream) {
    let state = users.get(userId);
    if (!state) {
      const created: UserStreams = { seen: [], mine: new Map(), stopListening: () => {} };
      created.stopListening = live.onSignal(userId, (signal) => heard(created, signal));
      users.set(userId, created);
      state = created;
    }
    state.mine.set(stream.streamId, stream);
  }

  function leave(userId: string, streamId: string) {
    const state = users.get(userId);
    if (!state) return;
    state.mine.delete(streamId);
    state.seen = state.seen.filter((stream) => stream.streamId !== streamId);
    if (state.mine.size > 0) return;
    state.stopListening();
    users.delete(userId);
  }

  // Closes may have been missed while the listening connection was away: count only our own
  // streams until the next opens, rather than close one for a stream that is gone.
  live.onGap(() => {
    for (const state of users.values()) {
      state.seen = state.seen.filter((stream) => state.mine.has(stream.streamId));
    }
  });

  async function serve(reply: FastifyReply, caller: StreamCaller): Promise<void> {
    const { userId, businessId, sessionId } = caller;
    const streamId = randomUUID();
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, streamHeaders(reply));
    let ended = false;
    let started = false;
    const early: string[] = [];

    const write = (text: string) => {
      if (ended) return;
      if (raw.writableLength > MAX_BACKLOG_BYTES) return end();
      raw.write(text);
    };
    const sendUnread = async () => {
      try {
        write(sseEvent('unread', { unread_count: await countUnread(database.db, caller) }));
      } catch (error) {
        log.warn({ err: error }, 'live stream could not count unread notifications');
      }
    };
    /** Ends the stream when the session, the membership or the permission is gone. */
    const recheck = async () => {
      const claims = { sub: userId, sid: caller.sessionId, bid: businessId };
      let context: Awaited<ReturnType<typeof loadAuthContext>>;
      try {
        context = await loadAuthContext(database, claims, deps.clock.now());
      } catch (error) {
        // The database is briefly away: keep the stream, look again next time.
        log.warn({ err: error }, 'live stream could not recheck its session');
        return;
      }
      const allowed =
        context?.businessId === businessId &&
        context.user.permissions.includes('notification.view');
      if (!allowed) end();
    };
    const onMessage = (message: LiveMessage) => {
      const text = eventFor(message, caller.language);
      if (text === null) return;
      if (!started) early.push(text);
      else write(text);
      if (message.event === 'membership') void recheck();
    };

    const unsubscribe = live.subscribe(userId, businessId, onMessage);
    const stopGap = live.onGap(() => void sendUnread());
    const ping = setInterval(() => write(sseEvent('ping', {})), deps.pingMs);
    const check = setInterval(() => void recheck(), deps.recheckMs);
    ping.unref();
    check.unref();
    /** Once the other processes count this stream, they hear of its close after it. */
    let announced: Promise<void> = Promise.resolve();
    /** `retryMs` when a newer stream took this one's place. */
    function end(retryMs?: number) {
      if (ended) return;
      if (retryMs !== undefined && raw.writableLength <= MAX_BACKLOG_BYTES) {
        raw.write(`retry: ${retryMs}\n\n`);
      }
      ended = true;
      clearInterval(ping);
      clearInterval(check);
      unsubscribe();
      stopGap();
      open.delete(end);
      leave(userId, streamId);
      send(announced.then(() => live.signal({ userId, kind: 'stream_closed', streamId })));
      raw.end();
    }
    open.add(end);
    raw.on('close', () => end());
    raw.on('error', (error: Error) => {
      log.debug({ err: error }, 'live stream write failed');
      end();
    });

    join(userId, { streamId, sessionId, end, recheck: () => void recheck() });
    announced = live.signal({ userId, kind: 'stream_opened', streamId, sessionId });
    send(announced);
    // Counted before it starts, so the streams over a cap end in the order they opened.
    await announced;
    if (ended) return;
    write(`retry: ${RETRY_MS}\n\n`);
    await sendUnread();
    started = true;
    for (const text of early.splice(0)) write(text);
  }

  return {
    serve,
    async closeAll() {
      for (const end of [...open]) end(drainRetryMs());
      await Promise.all([...sending]);
    },
    get size() {
      return open.size;
    },
  };
}
