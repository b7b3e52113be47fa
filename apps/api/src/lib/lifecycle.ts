/**
 * Where a server process is in its life, as its health answer and its responses tell: serving,
 * or draining (SIGTERM came: it goes on answering for a moment while load balancers move away,
 * each answer closing its connection, then stops listening and finishes what is in flight).
 */
export type Lifecycle = {
  /** This process's name in /api/health/ and in its log lines. */
  readonly instanceId: string;
  readonly draining: boolean;
  startDraining(): void;
};

export function createLifecycle(instanceId: string): Lifecycle {
  let draining = false;
  return {
    instanceId,
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
