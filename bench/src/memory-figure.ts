/**
 * The server's memory beside its speed: the resident set (RSS) of the process serving the app,
 * at rest once it has started and at its highest while the load figures run. The app runs in the
 * bench's own process (autocannon loads it from a second one), so this is the server with its
 * database engine; later groups' seeds are not yet in it.
 */
import type { Row } from './report';

const mb = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;

export type MemoryWatch = { idle: number; peak(): number; stop(): void };

/** Notes the RSS now (idle), then samples it every 100 ms until stopped. */
export function watchMemory(): MemoryWatch {
  const idle = process.memoryUsage.rss();
  let highest = idle;
  const timer = setInterval(() => {
    highest = Math.max(highest, process.memoryUsage.rss());
  }, 100);
  timer.unref();
  return {
    idle,
    peak: () => Math.max(highest, process.memoryUsage.rss()),
    stop: () => clearInterval(timer),
  };
}

export function memoryRow(engine: string, watch: MemoryWatch): Row {
  return {
    figure: `the app's process, memory (RSS, ${engine})`,
    app: `idle ${mb(watch.idle)}`,
    bare: `under load ${mb(watch.peak())}`,
    ratio: '',
    target: '(info)',
    result: 'INFO',
  };
}
