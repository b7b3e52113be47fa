import { describe, expect, it } from 'vitest';
import { type OpenStream, streamsOverCap } from './stream-limits';

const caps = { perSession: 2, perUser: 3 };
/** Streams named `<session><n>`, oldest first: `a1` is session a's first. */
const streams = (...names: string[]): OpenStream[] =>
  names.map((name) => ({ streamId: name, sessionId: name.slice(0, 1) }));

describe('which streams are over a cap', () => {
  it('none while every session and the user are within theirs', () => {
    expect(streamsOverCap(streams('a1', 'a2', 'b1'), caps)).toEqual(new Set());
  });

  it("a session's oldest, when it holds more than its cap", () => {
    expect(streamsOverCap(streams('a1', 'b1', 'a2', 'a3'), caps)).toEqual(new Set(['a1']));
  });

  it("the user's oldest, whichever session it belongs to, when they hold more than theirs", () => {
    expect(streamsOverCap(streams('a1', 'b1', 'c1', 'd1'), caps)).toEqual(new Set(['a1']));
    expect(streamsOverCap(streams('a1', 'b1', 'c1', 'd1', 'e1'), caps)).toEqual(
      new Set(['a1', 'b1']),
    );
  });

  it('never the newest, and a stream closed for its session leaves room under the user cap', () => {
    // a1 gives way to a2 and a3 (its session); then b1, a2, a3 are the user's three.
    expect(streamsOverCap(streams('b1', 'a1', 'a2', 'a3'), caps)).toEqual(new Set(['a1']));
    expect(streamsOverCap(streams('a1', 'a2', 'a3', 'a4', 'a5'), caps)).toEqual(
      new Set(['a1', 'a2', 'a3']),
    );
  });

  it('uses the caps of the app by default', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      streamId: `s${index}`,
      sessionId: `session${index % 5}`,
    }));
    expect(streamsOverCap(many).size).toBe(10);
  });
});
