/**
 * The load generator, run as its own process (forked by load.ts) so it does not share an event
 * loop or a core with the servers it measures. Reads a LoadSpec from argv, sends a LoadResult back.
 */
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load-types';

const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
const result = await autocannon({
  url: spec.url,
  headers: spec.headers,
  connections: spec.connections,
  duration: spec.seconds,
  pipelining: 1,
  ...(spec.timeoutSeconds ? { timeout: spec.timeoutSeconds } : {}),
  ...(spec.warmupSeconds > 0
    ? { warmup: { connections: spec.connections, duration: spec.warmupSeconds } }
    : {}),
});
const summary: LoadResult = {
  rps: result.requests.average,
  requests: result.requests.total,
  latencyP50Ms: result.latency.p50,
  latencyMeanMs: result.latency.mean,
  latencyP99Ms: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
};
if (!process.send) {
  console.log(JSON.stringify(summary));
} else {
  process.send(summary, () => process.disconnect());
}
