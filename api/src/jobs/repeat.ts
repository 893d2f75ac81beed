import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the server is ready and then every `intervalMs`, one run at a time; a failure is logged
 * and the job runs again at the next interval.
 */
export function repeat(app: FastifyInstance, name: string, intervalMs: number, job: () => Promise<void>): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= job()
      .catch((error: unknown) => app.log.error({ err: error }, `housekeeping: ${name} failed; it runs again at the next interval`))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
