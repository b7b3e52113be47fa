/**
 * One dedicated PostgreSQL connection that LISTENs on a channel for the life of the process (a
 * pooled connection would be taken from the requests, and a pool may close it). When the
 * connection is lost it comes back with a growing, jittered delay, and says so: events published
 * in between were missed.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;

export type Listener = {
  /** Settles after the first attempt to connect, whether or not it worked. */
  ready: Promise<void>;
  close(): Promise<void>;
};

export function listenForever(options: {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
  onMessage(payload: string): void;
  onReconnect(): void;
}): Listener {
  const { channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let connectedOnce = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    failures += 1;
    const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - 1));
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
    });
    let lost = false;
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload) options.onMessage(message.payload);
    });
    candidate.on('error', (error) => {
      lost = true;
      log.warn({ err: error }, 'live listener connection failed');
      drop(candidate);
    });
    candidate.on('end', () => {
      lost = true;
      drop(candidate);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: error, failures }, 'live listener could not connect');
      candidate.end().catch(() => {});
      schedule();
      return;
    }
    if (lost) {
      schedule();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    failures = 0;
    if (connectedOnce) {
      log.info('live listener reconnected');
      options.onReconnect();
    }
    connectedOnce = true;
  }

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
