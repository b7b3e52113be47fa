/**
 * How many live streams one session and one user may hold open at once, and which give way: the
 * oldest, never the newcomer (a tab opened now is the one being looked at).
 */

/** One browser's tabs share a session; a tab hidden for five minutes lets its stream go. */
export const STREAMS_PER_SESSION = 8;
/** A few devices, each with a few tabs. */
export const STREAMS_PER_USER = 20;
/**
 * Sent to a stream closed for a newer one, before it ends: its tab (the oldest, likely left in
 * the background) comes back in half a minute or more rather than at once, so the tabs over a
 * cap do not take turns closing each other every few seconds.
 */
export const SUPERSEDED_RETRY_MS = 60_000;

export type StreamCaps = { perSession: number; perUser: number };
export type OpenStream = { streamId: string; sessionId: string };

/**
 * The streams over a cap, of one user's open streams given oldest first: a stream is over when
 * `perSession` newer streams of its session, or `perUser` newer streams of the user, stay open.
 * Every process sees the same opens in the same order, so each decides alike for its own.
 */
export function streamsOverCap(
  streams: readonly OpenStream[],
  caps: StreamCaps = { perSession: STREAMS_PER_SESSION, perUser: STREAMS_PER_USER },
): Set<string> {
  const over = new Set<string>();
  const keptBySession = new Map<string, number>();
  let kept = 0;
  for (let index = streams.length - 1; index >= 0; index -= 1) {
    const stream = streams[index];
    if (!stream) continue;
    const ofSession = keptBySession.get(stream.sessionId) ?? 0;
    if (kept >= caps.perUser || ofSession >= caps.perSession) {
      over.add(stream.streamId);
      continue;
    }
    kept += 1;
    keptBySession.set(stream.sessionId, ofSession + 1);
  }
  return over;
}
