/** What the parent asks the load process for, and what comes back (plain JSON over IPC). */
export type LoadSpec = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds of load whose results are thrown away (connections, JIT, caches). */
  warmupSeconds: number;
  /** Seconds of load that are measured. */
  seconds: number;
};

export type LoadResult = {
  /** Mean of the per-second request counts, as autocannon reports "Req/Sec". */
  rps: number;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};
