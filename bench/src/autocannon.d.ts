/** The part of autocannon 8's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p97_5: number;
    p99: number;
  };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    warmup?: { connections?: number; duration?: number };
  };

  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
