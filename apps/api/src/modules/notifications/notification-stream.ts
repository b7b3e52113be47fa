/**
 * The live stream of one tab (Server-Sent Events): `retry`, then the unread count, then the
 * user's events in this business as they happen, and a ping every so often so proxies keep the
 * connection. It holds no database connection while open: it listens on the live bus, and asks
 * the database only for counts and, once a minute, whether the session and membership still hold.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { LiveBus, LiveMessage } from '../../live/live-bus';
import { loadAuthContext } from '../../plugins/auth-context';
import { countUnread } from './notifications.repository';

/** What the browser waits before reconnecting after the stream drops. */
export const RETRY_MS = 3000;
/** A client that stops reading is cut off before its backlog grows past this. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

export type StreamCaller = { userId: string; businessId: string; sessionId: string };
export type StreamHub = {
  serve(reply: FastifyReply, caller: StreamCaller): Promise<void>;
  /** Ends every open stream (server shutdown). */
  closeAll(): void;
  readonly size: number;
};

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
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
}): StreamHub {
  const { database, live, log } = deps;
  const open = new Set<() => void>();

  async function serve(reply: FastifyReply, caller: StreamCaller): Promise<void> {
    const { userId, businessId } = caller;
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
      // Too large to travel: the `unread` event that follows tells the tab to refetch.
      if (message.event === 'notification' && message.data === null) return;
      const text = sseEvent(message.event, message.data);
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
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      clearInterval(check);
      unsubscribe();
      stopGap();
      open.delete(end);
      raw.end();
    }
    open.add(end);
    raw.on('close', end);
    raw.on('error', (error: Error) => {
      log.debug({ err: error }, 'live stream write failed');
      end();
    });

    write(`retry: ${RETRY_MS}\n\n`);
    await sendUnread();
    started = true;
    for (const text of early.splice(0)) write(text);
  }

  return {
    serve,
    closeAll() {
      for (const end of [...open]) end();
    },
    get size() {
      return open.size;
    },
  };
}
