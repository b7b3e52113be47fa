/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format): feed it text as it
 * arrives, in chunks cut anywhere (mid-line, between `\r` and `\n`), and it calls back once per
 * complete event. Fields: `event`, `data` (several lines join with `\n`), `id`, `retry`;
 * lines starting with `:` are comments.
 */
export type SseEvent = { event: string; data: string; id: string | null };

export type SseHandlers = {
  onEvent: (event: SseEvent) => void;
  /** The server's reconnection delay in milliseconds (`retry:` with digits only). */
  onRetry?: (ms: number) => void;
  onComment?: (text: string) => void;
};

export type SseParser = {
  push(text: string): void;
  /** The stream ended: an event without its closing blank line is dropped, as browsers do. */
  end(): void;
};

export function createSseParser(handlers: SseHandlers): SseParser {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let lastId: string | null = null;
  /** The previous chunk ended with `\r`: a `\n` that opens the next one belongs to it. */
  let pendingCr = false;

  function dispatch() {
    if (data.length > 0) {
      handlers.onEvent({ event: eventName || 'message', data: data.join('\n'), id: lastId });
    }
    eventName = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return handlers.onComment?.(text.slice(1).trimStart());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored (the format's rule).
        break;
    }
  }

  return {
    push(text: string) {
      if (text === '') return;
      let chunk = text;
      if (pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
      pendingCr = false;
      buffer += chunk;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) pendingCr = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventName = '';
      data = [];
      pendingCr = false;
    },
  };
}
