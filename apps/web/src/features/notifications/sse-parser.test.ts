import { expect, test } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function collect() {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({
    onEvent: (event) => events.push(event),
    onRetry: (ms) => retries.push(ms),
    onComment: (text) => comments.push(text),
  });
  return { parser, events, retries, comments };
}

const STREAM =
  'retry: 3000\n\n' +
  'event: unread\ndata: {"unread_count":3}\n\n' +
  ': ping\n\n' +
  'event: notification\ndata: {"id":"n1","title":"Faktur INV/2026/0042 lunas"}\n\n';

test('events, retry and comments come out of one whole stream', () => {
  const { parser, events, retries, comments } = collect();
  parser.push(STREAM);
  expect(retries).toEqual([3000]);
  expect(comments).toEqual(['ping']);
  expect(events).toEqual([
    { event: 'unread', data: '{"unread_count":3}', id: null },
    { event: 'notification', data: '{"id":"n1","title":"Faktur INV/2026/0042 lunas"}', id: null },
  ]);
});

test('every way of cutting the stream into two chunks gives the same events', () => {
  const whole = collect();
  whole.parser.push(STREAM);
  for (let cut = 1; cut < STREAM.length; cut += 1) {
    const split = collect();
    split.parser.push(STREAM.slice(0, cut));
    split.parser.push(STREAM.slice(cut));
    expect({ cut, events: split.events, retries: split.retries }).toEqual({
      cut,
      events: whole.events,
      retries: whole.retries,
    });
  }
});

test('one character at a time, with CRLF and CR line ends cut between \\r and \\n', () => {
  const { parser, events } = collect();
  const text = 'event: unread\r\ndata: {"unread_count":1}\r\n\r\nevent: membership\rdata: {}\r\r';
  for (const char of text) parser.push(char);
  expect(events).toEqual([
    { event: 'unread', data: '{"unread_count":1}', id: null },
    { event: 'membership', data: '{}', id: null },
  ]);
});

test('data lines join with newlines; no event name means "message"; an id is kept', () => {
  const { parser, events } = collect();
  parser.push('id: 7\ndata: baris satu\ndata:baris dua\n\n');
  expect(events).toEqual([{ event: 'message', data: 'baris satu\nbaris dua', id: '7' }]);
});

test('an event without data, a bad retry and unknown fields dispatch nothing', () => {
  const { parser, events, retries } = collect();
  parser.push('event: unread\n\nretry: soon\n\nfoo: bar\n\n');
  expect(events).toEqual([]);
  expect(retries).toEqual([]);
});

test('an event cut off by the end of the stream is dropped, and the next stream starts clean', () => {
  const { parser, events } = collect();
  parser.push('event: notification\ndata: {"id":"n1"');
  parser.end();
  parser.push('event: unread\ndata: {"unread_count":0}\n\n');
  expect(events).toEqual([{ event: 'unread', data: '{"unread_count":0}', id: null }]);
});
