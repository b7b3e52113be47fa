import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  createInProcessBus,
  decodeLiveMessage,
  decodeLiveSignal,
  encodeLiveMessage,
  encodeLiveSignal,
  type LiveMessage,
  type LiveSignal,
  MAX_NOTIFY_BYTES,
} from './live-bus';

const log = pino({ level: 'silent' });
const message = (userId: string, businessId: string, data: unknown = {}): LiveMessage => ({
  userId,
  businessId,
  event: 'unread',
  data,
});

describe('the in-process live bus', () => {
  it('delivers to the subscribers of one user and business only, until they leave', async () => {
    const bus = createInProcessBus(log);
    const got: string[] = [];
    const stop = bus.subscribe('u1', 'b1', (m) => got.push(`a:${m.userId}:${m.businessId}`));
    bus.subscribe('u1', 'b1', (m) => got.push(`b:${m.userId}:${m.businessId}`));
    bus.subscribe('u1', 'b2', () => got.push('other business'));
    bus.subscribe('u2', 'b1', () => got.push('other user'));
    await bus.publish(message('u1', 'b1'));
    expect(got).toEqual(['a:u1:b1', 'b:u1:b1']);
    stop();
    await bus.publish(message('u1', 'b1'));
    expect(got).toEqual(['a:u1:b1', 'b:u1:b1', 'b:u1:b1']);
  });

  it('keeps delivering when one subscriber throws', async () => {
    const bus = createInProcessBus(log);
    const got: number[] = [];
    bus.subscribe('u', 'b', () => {
      throw new Error('broken tab');
    });
    bus.subscribe('u', 'b', () => got.push(1));
    await bus.publish(message('u', 'b'));
    expect(got).toEqual([1]);
  });

  it("delivers a user's signals to that user's listeners, whatever the business", async () => {
    const bus = createInProcessBus(log);
    const got: string[] = [];
    const stop = bus.onSignal('u1', (signal) => got.push(`a:${signal.kind}`));
    bus.onSignal('u2', (signal) => got.push(`other user:${signal.kind}`));
    bus.subscribe('u1', 'b1', () => got.push('a message'));
    await bus.signal({ userId: 'u1', kind: 'sessions_ended' });
    expect(got).toEqual(['a:sessions_ended']);
    stop();
    await bus.signal({ userId: 'u1', kind: 'sessions_ended' });
    expect(got).toEqual(['a:sessions_ended']);
  });
});

describe('the NOTIFY wire format', () => {
  it('round-trips each signal, and tells signals and messages apart', () => {
    const signals: LiveSignal[] = [
      { userId: 'u', kind: 'stream_opened', streamId: 's1', sessionId: 'x' },
      { userId: 'u', kind: 'stream_closed', streamId: 's1' },
      { userId: 'u', kind: 'sessions_ended' },
    ];
    for (const signal of signals) {
      expect(decodeLiveSignal(encodeLiveSignal(signal))).toEqual(signal);
      expect(decodeLiveMessage(encodeLiveSignal(signal))).toBeNull();
    }
    expect(decodeLiveSignal(encodeLiveMessage(message('u', 'b')))).toBeNull();
    expect(decodeLiveSignal('{"u":"u","k":"stream_opened","i":"s1"}')).toBeNull();
    expect(decodeLiveSignal('{"u":"u","k":"shutdown"}')).toBeNull();
    expect(decodeLiveSignal('not json')).toBeNull();
  });

  it('round-trips a message and refuses what is not one', () => {
    const sent = message('u', 'b', { unread_count: 3 });
    expect(decodeLiveMessage(encodeLiveMessage(sent))).toEqual(sent);
    expect(decodeLiveMessage('not json')).toBeNull();
    expect(decodeLiveMessage('{"u":"u","b":"b","e":"shutdown"}')).toBeNull();
  });

  it('drops the data of a message too large for NOTIFY, keeping who and what', () => {
    const big = {
      ...message('u', 'b', { body: 'x'.repeat(MAX_NOTIFY_BYTES) }),
      event: 'notification' as const,
    };
    const text = encodeLiveMessage(big);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_NOTIFY_BYTES);
    expect(decodeLiveMessage(text)).toEqual({ ...big, data: null });
  });
});
