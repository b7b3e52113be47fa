/** What the parent asks the load process for, and what comes back (plain JSON over IPC). */
export type LoadSpec = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds of load whose results are thrown away (connections, JIT, caches). */
  warmupSeconds: number;
  /** Seconds of load that are measured. */
  seconds: number;
  /** Seconds before a request counts as timed out (autocannon's 10 when absent). */
  timeoutSeconds?: number;
};

export type LoadResult = {
  /** Mean of the per-second request counts, as autocannon reports "Req/Sec". */
  rps: number;
  requests: number;
  latencyP50Ms: number;
  /** Mean time per request: with one connection, the figure's time per request. */
  latencyMeanMs: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};
