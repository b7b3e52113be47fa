/** Test helper: opens the live stream over real HTTP, as the web does, and reads its events. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type StreamEvent = { event: string; data: unknown } | { retry: number };

export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export class EventReader {
  private buffer = '';
  private done = false;
  /** A read that outlived its wait: the next wait takes it up, so no chunk is lost. */
  private pending: ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> | null = null;
  private readonly decoder = new TextDecoder();

  private constructor(
    readonly response: Response,
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly controller: AbortController,
  ) {}

  static async open(
    base: string,
    access: string,
    url = '/api/v1/notifications/stream/',
    headers: Record<string, string> = {},
  ): Promise<EventReader> {
    const controller = new AbortController();
    const response = await fetch(`${base}${url}`, {
      headers: { ...headers, authorization: `Bearer ${access}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.body) throw new Error(`no stream: ${response.status}`);
    return new EventReader(response, response.body.getReader(), controller);
  }

  /** The next event (pings left out unless asked for); null when the stream ended. */
  async next(options: { pings?: boolean; timeoutMs?: number } = {}): Promise<StreamEvent | null> {
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    for (;;) {
      const split = this.buffer.indexOf('\n\n');
      if (split >= 0) {
        const block = this.buffer.slice(0, split);
        this.buffer = this.buffer.slice(split + 2);
        const parsed = parseBlock(block);
        if (!parsed) continue;
        if ('event' in parsed && parsed.event === 'ping' && !options.pings) continue;
        return parsed;
      }
      if (this.done) return null;
      const wait = deadline - Date.now();
      if (wait <= 0) throw new Error(`no event within the time; buffered: ${this.buffer}`);
      this.pending ??= this.reader.read();
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.pending,
        new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), wait);
        }),
      ]);
      clearTimeout(timer);
      if (chunk === 'late') continue;
      this.pending = null;
      if (chunk.done) this.done = true;
      else this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Reads until the stream ends; answers whether it did within the time. */
  async ended(timeoutMs = 5000): Promise<boolean> {
    try {
      while ((await this.next({ pings: true, timeoutMs })) !== null) {}
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.pending?.catch(() => {});
    this.controller.abort();
  }
}

function parseBlock(block: string): StreamEvent | null {
  let event: string | undefined;
  let data: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith('retry: ')) return { retry: Number(line.slice(7)) };
    if (line.startsWith('event: ')) event = line.slice(7);
    if (line.startsWith('data: ')) data = line.slice(6);
  }
  return event ? { event, data: data === undefined ? null : JSON.parse(data) } : null;
}
